// The home page's first-steps guide: the API's steps, in order, each ticked
// from the player's own records (api/src/onboarding/first-steps.ts). The next
// step to do carries the one call to action, to the page the links table
// (site-links.ts) names for it; the page hides the guide when the API says
// every step is done.
import type { FirstStepsView } from "@arena/api/onboarding/first-steps";
import { Link } from "@remix-run/react";
import { firstStepLink } from "../site-links";

type Guide = NonNullable<FirstStepsView["guide"]>;

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
          const link = firstStepLink(step.key);
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
              {isNext && link ? (
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
