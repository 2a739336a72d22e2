// The live event banner under the header on every page while an event runs for
// the player: its name, what it gives, a live countdown to its end, and a link
// to its page. The server renders the time left as of the page's loading; once
// hydrated it counts down every second, and the banner goes when the event ends.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";

export interface BannerEvent {
  id: number;
  name: string;
  endsAt: string;
  effects: string[];
}

/** "2 d 05:12:09", "05:12:09": the time left, to the second (the countdown visibly runs). */
export function timeLeftInWords(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const pad = (n: number) => String(n).padStart(2, "0");
  const clock = `${pad(Math.floor((seconds % 86_400) / 3_600))}:${pad(Math.floor((seconds % 3_600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

/** The time now, ticking each second once hydrated; `initial` is the server's time, so both renders agree. */
export function useNow(initial: string): number {
  const [now, setNow] = useState(() => new Date(initial).getTime());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Countdown({ endsAt, now }: { endsAt: string; now: number }) {
  const left = new Date(endsAt).getTime() - now;
  return (
    <time dateTime={endsAt} className="event-countdown" data-testid="event-countdown">
      {timeLeftInWords(left)}
    </time>
  );
}

export function EventBanner({ events, serverNow }: { events: BannerEvent[]; serverNow: string }) {
  const now = useNow(serverNow);
  const running = events.filter((event) => new Date(event.endsAt).getTime() > now);
  const [event, ...others] = running;
  if (!event) return null;
  return (
    <aside aria-label="Live event" className="event-banner" data-testid="event-banner">
      <div className="event-banner__inner container">
        <span className="event-banner__spark" aria-hidden="true">
          ✦
        </span>
        <p className="event-banner__text">
          <Link to={`/events/${event.id}`} className="event-banner__name">
            {event.name}
          </Link>
          {event.effects.length > 0 ? (
            <span className="event-banner__effects"> · {event.effects.join(", ")}</span>
          ) : null}
          {others.length > 0 ? (
            <span className="event-banner__more">
              {" "}
              (+{others.length} more {others.length === 1 ? "event" : "events"})
            </span>
          ) : null}
        </p>
        <p className="event-banner__time">
          Ends in <Countdown endsAt={event.endsAt} now={now} />
        </p>
      </div>
    </aside>
  );
}
