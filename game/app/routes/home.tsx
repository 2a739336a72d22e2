import { rewardInWords } from "@arena/api/words/words";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FirstStepsGuide } from "../components/FirstStepsGuide";
import { Flash } from "../components/Flash";
import { GameAccessOffer } from "../components/GameAccessOffer";
import { Bar, PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Home", "Your Monster Arena: wallet, quests, inbox and what to play next.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  // Once after a sign-in that called off a pending account deletion (docs/decisions/130).
  const notice = await context.accountDeletion.cancelledNotice(request, user);
  const [home, config] = await Promise.all([
    context.progression.home(user.id),
    context.remoteConfig.forPlayer(user.id),
  ]);
  return data(
    {
      ...home,
      // The first-steps guide can be turned off in the remote config (on by default).
      firstSteps: config["home.first_steps_guide"] ? home.firstSteps : null,
      headline: config["home.headline"],
      messageOfTheDay: config["home.message_of_the_day"],
      dailyRewardReminder: config["home.daily_reward_reminder"] && !home.hasClaimedDailyReward,
      deletionCancelled: notice.show,
    },
    { headers: notice.headers },
  );
}

export default function Home() {
  const home = useLoaderData<typeof loader>();
  const dailyQuests = home.quests.filter((quest) => quest.type === "daily");
  return (
    <section className="container progression-page">
      <PageHeader
        title={
          home.greeting === "new" ? `Welcome to Monster Arena, ${home.name}!` : `Welcome back, ${home.name}`
        }
      >
        {home.isVip ? <span className="vip-badge">VIP</span> : null}
      </PageHeader>
      {home.headline ? (
        <p className="muted home-headline" data-testid="home-headline">
          {home.headline}
        </p>
      ) : null}
      {home.messageOfTheDay ? (
        <Flash tone="info" live={false} testId="message-of-the-day">
          {home.messageOfTheDay}
        </Flash>
      ) : null}
      {home.dailyRewardReminder ? (
        <Flash tone="info" live={false} testId="daily-reward-reminder">
          Today's daily reward is waiting. <Link to="/daily">Claim it</Link>
        </Flash>
      ) : null}
      {home.deletionCancelled ? (
        <Flash tone="success" testId="deletion-cancelled-notice">
          Your account will not be deleted: signing in again called off its deletion.
        </Flash>
      ) : null}
      {home.welcomeGiftWaiting ? (
        <Flash tone="info" live={false} testId="welcome-gift-notice">
          A welcome gift is waiting in your inbox. <Link to="/inbox">Collect it</Link>
        </Flash>
      ) : null}
      {home.firstSteps ? <FirstStepsGuide guide={home.firstSteps} /> : null}
      <div className="home-grid">
        <article className="panel home-level">
          <h2>Level {home.level}</h2>
          <Bar value={home.xp} max={home.xpToNext} label="Experience" />
          <p className="muted" data-testid="xp-text">
            {home.xpToNext > 0
              ? `${home.xp} / ${home.xpToNext} xp to level ${home.level + 1}`
              : "Highest level"}
          </p>
          <dl className="currencies">
            <div>
              <dt>Gold</dt>
              <dd data-testid="gold">{home.gold.toLocaleString("en")}</dd>
            </div>
            <div>
              <dt>Gems</dt>
              <dd data-testid="gems">{home.gems.toLocaleString("en")}</dd>
            </div>
          </dl>
        </article>
        <article className="panel home-play">
          <h2>Campaign</h2>
          <p className="muted">
            {home.campaignProgress} of {home.campaignLength} maps completed
          </p>
          <Bar
            value={home.campaignProgress}
            max={home.campaignLength}
            label="Campaign progress"
            tone="quest"
          />
          {home.nextMap ? <p>Next: {home.nextMap.title}</p> : <p>Every map conquered!</p>}
          {home.teamSize === 0 ? (
            <p className="muted">
              Build a team first: <Link to="/teams">choose your monsters</Link>.
            </p>
          ) : null}
          {home.gameAccessMessage ? <GameAccessOffer message={home.gameAccessMessage} /> : null}
          <Link to="/play" className="button button--primary button--large">
            Play
          </Link>
        </article>
        <article className="panel home-daily">
          <h2>Daily reward</h2>
          <p className="muted">
            {home.hasClaimedDailyReward ? "Claimed today. Come back tomorrow!" : "Your reward is waiting."}
          </p>
          <Link to="/daily" className="button button--ghost">
            Open the calendar
          </Link>
        </article>
        <article className="panel home-quests">
          <div className="panel__title">
            <h2>Today's quests</h2>
            <Link to="/quests">All quests</Link>
          </div>
          <ul className="quest-list quest-list--compact">
            {dailyQuests.map((quest) => (
              <li key={quest.key}>
                <span>{quest.description}</span>
                <Bar value={quest.value} max={quest.target} label={quest.description} tone="quest" />
                <small className="muted">
                  {quest.value}/{quest.target} · {rewardInWords(quest.reward)}
                  {quest.isClaimed ? " · claimed" : quest.isCompleted ? " · ready to claim" : ""}
                </small>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
