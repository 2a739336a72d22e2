// The home page's first-steps guide: the API's steps, in order, each ticked
// from the player's own records (api/src/onboarding/first-steps.ts). The next
// step to do carries the one call to action; the page hides the guide when the
// API says every step is done.
import type { FirstStepsView } from "@arena/api/onboarding/first-steps";
import { Link } from "@remix-run/react";

type Guide = NonNullable<FirstStepsView["guide"]>;
type StepKey = Guide["steps"][number]["key"];

/** Where each step is done on this site. */
const stepLinks: Record<StepKey, { to: string; action: string }> = {
  buildTeam: { to: "/teams", action: "Choose your monsters" },
  winBattle: { to: "/play", action: "Go to battle" },
  claimQuest: { to: "/quests", action: "Open your quests" },
  claimDailyReward: { to: "/daily", action: "Open the calendar" },
  viewCollection: { to: "/inventory", action: "Open your collection" },
};

export function FirstStepsGuide({ guide }: { guide: Guide }) {
  const next = guide.steps.find((step) => !step.done);
  return (
    <section className="panel first-steps" aria-labelledby="first-steps-title" data-testid="first-steps">
      <div className="panel__title">
        <h2 id="first-steps-title">Your first steps</h2>
        <span className="muted" data-testid="first-steps-count">
          {guide.done} of {guide.total} done
        </span>
      </div>
      <ol className="first-steps__list">
        {guide.steps.map((step) => {
          const link = stepLinks[step.key];
          const isNext = step === next;
          return (
            <li
              key={step.key}
              className={`first-steps__step${step.done ? " first-steps__step--done" : ""}${isNext ? " first-steps__step--next" : ""}`}
              data-testid={`first-step-${step.key}`}
              data-done={step.done ? "true" : "false"}
            >
              <span className="first-steps__mark" aria-hidden="true">
                {step.done ? "✓" : ""}
              </span>
              <div className="first-steps__text">
                <strong>
                  {step.title}
                  <span className="visually-hidden">{step.done ? " (done)" : " (to do)"}</span>
                </strong>
                <small className="muted">{step.hint}</small>
              </div>
              {isNext ? (
                <Link to={link.to} className="button button--primary button--small first-steps__action">
                  {link.action}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
