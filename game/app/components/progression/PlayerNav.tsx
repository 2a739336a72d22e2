import { NavLink } from "@remix-run/react";

// The signed-in player's links (progression screens); other areas add theirs beside.
export function PlayerNav({ name }: { name: string | null }) {
  return (
    <>
      <NavLink to="/home" className="site-nav__link">
        Home
      </NavLink>
      <NavLink to="/play" className="site-nav__link">
        Play
      </NavLink>
      <NavLink to="/teams" className="site-nav__link">
        Teams
      </NavLink>
      <NavLink to="/inventory" className="site-nav__link">
        Inventory
      </NavLink>
      <NavLink to="/quests" className="site-nav__link">
        Quests
      </NavLink>
      <NavLink to="/achievements" className="site-nav__link">
        Achievements
      </NavLink>
      {name ? (
        <NavLink to={`/profile/${encodeURIComponent(name)}`} className="site-nav__link">
          Profile
        </NavLink>
      ) : null}
    </>
  );
}
