// The game's one message box: a form's answer ("Team 3 saved: 5 monsters."), a refusal,
// or a standing notice (a gift waiting, what game access opens). Its tone is its colour;
// a screen reader says a success or a piece of news as it appears (role status) and an
// error at once (role alert).
import type { ReactNode } from "react";

export type FlashTone = "success" | "error" | "info";

/** What a form action answers (player.server.ts ActionResult, the engagement outcomes). */
export interface FlashOutcome {
  ok: boolean;
  message: string;
}

type FlashProps =
  | {
      /** A form action's answer: a success when ok, else an error; nothing before the form is sent. */
      outcome: FlashOutcome | null | undefined;
    }
  | {
      tone: FlashTone;
      children: ReactNode;
      /** False for a notice that is part of the page rather than news (no role: nothing is announced). */
      live?: boolean;
      /** Paragraphs and buttons inside (a <div>), rather than one line (a <p>). */
      block?: boolean;
      className?: string;
      id?: string;
      testId?: string;
    };

export function Flash(props: FlashProps) {
  if ("outcome" in props) {
    const { outcome } = props;
    if (!outcome?.message) return null;
    return <Flash tone={outcome.ok ? "success" : "error"}>{outcome.message}</Flash>;
  }
  const { tone, children, live = true, block = false, className, id, testId } = props;
  const Box = block ? "div" : "p";
  return (
    <Box
      className={`flash flash--${tone}${className ? ` ${className}` : ""}`}
      id={id}
      role={live ? (tone === "error" ? "alert" : "status") : undefined}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
