import { elements } from "@arena/api/catalogue/basics";
import { elementName, qualityName } from "@arena/api/words/display-names";
import { countOf } from "@arena/api/words/words";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MonsterArt } from "../components/Art";
import { Bar, elementColor, PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta(
    "Collection",
    "Every Monster Arena species: the ones you own, the ones you have met and the rest.",
  );

const statusWords = { owned: "Owned", seen: "Seen", unknown: "Not found yet" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const wanted = new URL(request.url).searchParams.get("element");
  const element = elements.find((candidate) => candidate === wanted) ?? null;
  const [book] = await Promise.all([
    context.collection.book(user.id),
    // Looking at the collection is a first step of the home page's guide.
    context.progression.recordCollectionVisit(user.id),
  ]);
  return { book, element };
}

export default function Collection() {
  const { book, element } = useLoaderData<typeof loader>();
  const shown = element ? book.elements.filter((row) => row.element === element) : book.elements;
  return (
    <section className="container progression-page collection-page">
      <PageHeader title="Collection">
        <Link to="/elements" className="button button--ghost button--small">
          Element chart
        </Link>
      </PageHeader>
      <div className="panel collection-progress">
        <p>
          <strong data-testid="collection-completion">{book.completion} % complete</strong>:{" "}
          {countOf(book.owned, "species", "species")} owned, {book.seen} more seen, of {book.total}.
        </p>
        <Bar value={book.owned} max={book.total} label="Species owned" tone="quest" />
      </div>
      <nav aria-label="Elements" className="tabs tabs--small">
        <Link
          to="/collection"
          className={`tab${element ? "" : " tab--active"}`}
          aria-current={element ? undefined : "page"}
        >
          All elements
        </Link>
        {book.elements.map((row) => (
          <Link
            key={row.element}
            to={`/collection?element=${row.element}`}
            className={`tab${element === row.element ? " tab--active" : ""}`}
            aria-current={element === row.element ? "page" : undefined}
          >
            {elementName(row.element)} {row.owned}/{row.total}
          </Link>
        ))}
      </nav>
      {shown.map((row) => (
        <section key={row.element} aria-labelledby={`element-${row.element}`} className="collection-element">
          <h2
            id={`element-${row.element}`}
            className="section-heading collection-element__title"
            style={{ ["--element-color" as string]: elementColor(row.element) }}
          >
            {elementName(row.element)}{" "}
            <small className="muted">
              {row.owned} owned · {row.seen} seen · {row.total} in all
            </small>
          </h2>
          <ul className="collection-grid">
            {book.species
              .filter((entry) => entry.element === row.element)
              .map((entry) => (
                <li
                  key={entry.key}
                  className={`collection-card collection-card--${entry.status}`}
                  data-monster-card
                  data-testid="collection-card"
                  data-status={entry.status}
                >
                  <Link to={`/collection/${entry.key}`} className="collection-card__link">
                    {entry.status === "unknown" ? (
                      <MonsterArt
                        name={entry.name}
                        size={96}
                        alt="Unknown monster"
                        className="art art--monster art--silhouette"
                      />
                    ) : (
                      <MonsterArt
                        name={entry.name}
                        size={96}
                        quality={entry.status === "owned" ? entry.quality : undefined}
                      />
                    )}
                    <span className="collection-card__number">
                      No. {String(entry.number).padStart(2, "0")}
                    </span>
                    <strong className="collection-card__name">
                      {entry.status === "unknown" ? "???" : entry.name}
                    </strong>
                    <span className="collection-card__meta">
                      {entry.status === "unknown" ? "" : `${qualityName(entry.quality)} · `}
                      <span className={`collection-status collection-status--${entry.status}`}>
                        {statusWords[entry.status]}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
