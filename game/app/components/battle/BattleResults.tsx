// The results screen, shown once the replay reaches the battle's end (or Skip takes
// it there): the banner, what the battle gave (gold, drops), each monster's xp with
// a level-up moment, the player's level, new achievements as cards, quests done,
// the Elo change and the news the live events held until now (ranks). The one
// heading is the banner, which takes the focus.

import type { BattleUnit } from "@arena/api/battles/simulate";
import type { MatchResult } from "@arena/api/matches/apply-match";
import { countOf, notices, rewardParts } from "@arena/api/words/words";
import { Link } from "@remix-run/react";
import type { Ref } from "react";
import { RewardChips } from "../../engagement/format";
import { MonsterArt } from "../Art";
import type { BattleNews } from "../progression/battle-replay";
import { Bar } from "../progression/ui";

/** The news the live events handed over that the result does not list already. */
function extraNews(news: readonly BattleNews[], result: MatchResult): BattleNews[] {
  return news.filter((item) => {
    if (item.kind === "achievement") return !result.achievements.some((entry) => entry.name === item.subject);
    if (item.kind === "level")
      return !(result.player.levelsGained > 0 && String(result.player.level) === item.subject);
    return true;
  });
}

export function BattleResults({
  result,
  advice,
  units,
  news,
  rootRef,
  headingRef,
}: {
  result: MatchResult;
  advice: string | null;
  units: readonly BattleUnit[];
  news: readonly BattleNews[];
  rootRef?: Ref<HTMLDivElement>;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const attackers = units.filter((unit) => unit.side === "attacker");
  // The result lists the monsters that fought in team order, as the battle's units are.
  const skinOf = (name: string, position: number) =>
    (attackers[position]?.name === name ? attackers[position] : attackers.find((unit) => unit.name === name))
      ?.skinId ?? null;
  const questsDone = result.quests.filter((quest) => quest.justCompleted);
  const hasDrops = rewardParts(result.drops).length > 0;
  const more = extraNews(news, result);
  return (
    <div
      ref={rootRef}
      className={`panel battle-result ${result.won ? "battle-result--won" : "battle-result--lost"}`}
      data-testid="battle-result"
    >
      <div className="battle-result__banner">
        <h2 ref={headingRef} tabIndex={-1}>
          {result.won ? "Victory!" : "Defeat"}
        </h2>
        <p>
          {countOf(result.kills, "enemy", "enemies")} defeated in {countOf(result.turns, "turn")}.
        </p>
      </div>
      {advice ? (
        <p className="battle-result__advice" data-testid="battle-advice">
          {advice}
        </p>
      ) : null}

      {result.player.levelsGained > 0 ? (
        <p className="battle-levelup battle-levelup--player" data-testid="battle-player-level-up">
          <span className="battle-levelup__burst" aria-hidden="true" />
          {notices.levelUp(result.player.level)}
        </p>
      ) : null}

      <div className="battle-result__grid">
        <div className="battle-result__block">
          <p className="battle-result__label">Rewards</p>
          <RewardChips reward={{ gold: result.gold }} />
          {result.liveEvent && result.liveEvent.goldBonus > 0 ? (
            <p className="battle-result__small" data-testid="battle-event-bonus">
              Includes {result.liveEvent.goldBonus.toLocaleString("en-US")} bonus gold from{" "}
              <Link to={`/events/${result.liveEvent.id}`}>{result.liveEvent.name}</Link>.
            </p>
          ) : null}
          <div data-testid="battle-drops">
            {hasDrops ? <RewardChips reward={result.drops} /> : <p className="muted">No drops this time.</p>}
          </div>
          {result.overflowMessageId ? (
            <p className="muted">Your inventory was full: the rest waits in your inbox.</p>
          ) : null}
          <p className="battle-result__label">Player level {result.player.level}</p>
          <Bar value={result.player.xp} max={result.player.xpToNext} label="Player xp" />
          <p className="muted battle-result__small">
            {result.player.xp}/{result.player.xpToNext} xp to level {result.player.level + 1}
          </p>
          {result.elo ? (
            <p data-testid="battle-elo">
              Elo {result.elo.before} → {result.elo.after}{" "}
              <span className={result.elo.after >= result.elo.before ? "battle-elo--up" : "battle-elo--down"}>
                ({result.elo.after >= result.elo.before ? "+" : "−"}
                {Math.abs(result.elo.after - result.elo.before)})
              </span>
            </p>
          ) : null}
        </div>

        <div className="battle-result__block">
          <p className="battle-result__label">Your monsters</p>
          <ul className="battle-result__monsters">
            {result.monsters.map((monster, position) => (
              <li
                key={monster.id}
                data-monster-card
                className={`battle-result__monster${monster.levelsGained > 0 ? " battle-result__monster--up" : ""}`}
              >
                <MonsterArt name={monster.name} skinId={skinOf(monster.name, position)} size={48} />
                <span>
                  <strong>{monster.name}</strong> <span className="muted">Lv {monster.level}</span>
                  <br />+{monster.xpGained} xp
                </span>
                {monster.levelsGained > 0 ? (
                  <span className="battle-levelup">
                    <span className="battle-levelup__burst" aria-hidden="true" />
                    Level up! Now level {monster.level}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>

      {result.achievements.length > 0 ? (
        <ul className="battle-result__achievements" aria-label="New achievements">
          {result.achievements.map((achievement) => (
            <li key={achievement.key} className="battle-achievement" data-testid="battle-achievement">
              <span className="battle-achievement__badge" aria-hidden="true">
                ★
              </span>
              <span>
                <strong>{notices.achievementUnlocked(achievement.name)}</strong>
                <br />
                <span className="muted">{achievement.description}</span>
              </span>
              <RewardChips reward={achievement.reward} />
            </li>
          ))}
        </ul>
      ) : null}

      {/* Live: the ranks this battle moved arrive a moment after the result shows. */}
      <ul className="battle-result__news" aria-live="polite">
        {questsDone.map((quest) => (
          <li key={quest.key}>{notices.questComplete(quest.name)}</li>
        ))}
        {more.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: news only ever grows at the end
          <li key={index} data-testid={`battle-news-${item.kind}`}>
            {item.text}
            {item.kind === "rank" ? (
              <>
                {" "}
                <Link to="/leaderboards">See the leaderboards</Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>

      <div className="hero__actions">
        <Link to="/play" className="button button--primary">
          Play again
        </Link>
        <Link to="/inventory" className="button button--ghost">
          Inventory
        </Link>
        <Link to="/quests" className="button button--ghost">
          Quests
        </Link>
      </div>
    </div>
  );
}
