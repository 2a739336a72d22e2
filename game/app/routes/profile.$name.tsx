import { countOf } from "@arena/api/words/words";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ItemArt, MonsterArt, ProfileAvatar } from "../components/Art";
import { FeatureIcon } from "../components/FeatureIcon";
import { QualityTag } from "../components/progression/ui";
import { dayInWords } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { need } from "../player.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data ? data.profile.name : "Player",
    data
      ? `${data.profile.name}'s Monster Arena profile: stats, best monsters and achievements.`
      : "A Monster Arena player's profile.",
  );

// Public: anyone may look at a profile; it carries nothing private.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const profile = need(await context.progression.profile(params.name ?? ""));
  const viewer = await context.auth.currentUser(request);
  return { profile, isOwn: viewer?.id === profile.userId };
}

export default function Profile() {
  const { profile, isOwn } = useLoaderData<typeof loader>();
  const winRate = (wins: number, losses: number) =>
    wins + losses > 0 ? `${Math.round((wins / (wins + losses)) * 100)} %` : "–";
  return (
    <section className="container progression-page">
      <div className="profile-banner">
        <ItemArt
          subject={{ kind: "cosmetic", id: profile.banner }}
          size={80}
          alt=""
          eager
          className="profile-banner__art"
        />
        <ProfileAvatar avatar={profile.avatar} frame={profile.frame} size={88} />
        <div>
          <h1>
            {profile.name} {profile.isVip ? <span className="vip-badge">VIP</span> : null}
          </h1>
          <p className="muted">
            Level {profile.level} · {countOf(profile.campaignProgress, "campaign map")} · playing since{" "}
            {new Date(profile.memberSince).toLocaleDateString("en", { month: "long", year: "numeric" })}
          </p>
        </div>
        {isOwn ? (
          <Link to="/profile/edit" className="button button--ghost button--small profile-banner__edit">
            Edit profile
          </Link>
        ) : null}
      </div>
      <div className="home-grid">
        <article className="panel">
          <h2>Stats</h2>
          <dl className="stat-list">
            <div>
              <dt>Elo</dt>
              <dd>{profile.stats.elo}</dd>
            </div>
            <div>
              <dt>Monsters defeated</dt>
              <dd>{profile.stats.kills.toLocaleString("en")}</dd>
            </div>
            <div>
              <dt>Bosses defeated</dt>
              <dd>{profile.stats.bossKills}</dd>
            </div>
            <div>
              <dt>PvE wins</dt>
              <dd>
                {profile.stats.pveWins} ({winRate(profile.stats.pveWins, profile.stats.pveLosses)})
              </dd>
            </div>
            <div>
              <dt>PvP wins</dt>
              <dd>
                {profile.stats.pvpWins} ({winRate(profile.stats.pvpWins, profile.stats.pvpLosses)})
              </dd>
            </div>
            <div>
              <dt>Challenges won</dt>
              <dd>{profile.stats.challengesCompleted}</dd>
            </div>
            <div>
              <dt>Days played</dt>
              <dd>{profile.stats.daysPlayed}</dd>
            </div>
          </dl>
        </article>
        <article className="panel">
          <h2>Best monsters</h2>
          <ul className="mini-list">
            {profile.bestMonsters.map((monster) => (
              <li key={monster.id} data-monster-card>
                <MonsterArt name={monster.name} skinId={monster.skinId} quality={monster.quality} size={40} />
                {monster.name} · Lv {monster.level} <QualityTag quality={monster.quality} />
              </li>
            ))}
          </ul>
        </article>
        <article className="panel">
          <h2>Achievements ({profile.achievements.length})</h2>
          {profile.achievements.length === 0 ? <p className="muted">None yet.</p> : null}
          <ul className="mini-list">
            {profile.achievements.map((achievement) => (
              <li key={achievement.key}>
                <FeatureIcon name="trophy" size={16} className="inline-icon" /> {achievement.name}{" "}
                <small className="muted">{achievement.description}</small>
              </li>
            ))}
          </ul>
          {isOwn ? (
            <Link to="/achievements" className="button button--ghost button--small">
              All achievements and your progress
            </Link>
          ) : null}
        </article>
        <article className="panel">
          <h2>Transcended collection</h2>
          {profile.transcended.length === 0 ? <p className="muted">No monster has transcended yet.</p> : null}
          <ul className="mini-list">
            {profile.transcended.map((item) => (
              <li key={`${item.name}-${item.acquiredAt}`}>
                <FeatureIcon name="collect" size={16} className="inline-icon" /> {item.name} ·{" "}
                {dayInWords(item.acquiredAt)}
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
