// The player page's pulls from eggs: what each egg gave, when, with which odds
// version and whether the guarantee decided it; a paged list over /player-summons.

import { eggArt } from "@arena/api/art/art-url";
import type { SummonPullResult } from "@arena/api/summons/pull-from-egg";
import { qualityName } from "@arena/api/words/display-names";
import { oddsVersionInWords } from "@arena/api/words/words";
import { Typography } from "@mui/material";
import { FunctionField } from "react-admin";
import { ItemPicture, type Picture, Pictured } from "./ItemPicture";
import { PlayerHistoryList } from "./PlayerHistoryList";

/** A pull as the staff list sends it (/api/admin/player-summons): the player's view of it, and its row's time. */
type PullRow = SummonPullResult & { userId: string; createdAt: string };

const hatched = (row: PullRow) => `${qualityName(row.quality)} ${row.species}`;
const guarantee = (row: PullRow) => (row.pityApplied ? "Yes: the guarantee decided it" : "No");

/** The monster as it hatched: the species' first skin in the quality's frame, named "Magmaw (Epic)". */
const monsterPicture = (row: PullRow): Picture => ({
  subject: { kind: "monster", name: row.species, quality: row.quality },
  alt: `${row.species} (${qualityName(row.quality)})`,
});

function EggName({ row }: { row: PullRow }) {
  const subject = eggArt(row.egg);
  const name = <Typography variant="body2">{row.eggName}</Typography>;
  // An egg no longer in the catalogue has no picture: its name alone.
  return subject ? (
    <Pictured subject={subject} alt={row.eggName}>
      {name}
    </Pictured>
  ) : (
    name
  );
}

export function SummonHistory() {
  return (
    <PlayerHistoryList<PullRow>
      reference="player-summons"
      empty="No pulls from eggs yet."
      // An icon, not an avatar: SimpleList's avatar is a grey disc that would crop the frame.
      leftIcon={(row) => <ItemPicture {...monsterPicture(row)} />}
      primaryText={(row) => `${row.eggName}: ${hatched(row)}`}
      secondaryText={(row) =>
        `${oddsVersionInWords(row.oddsVersion)}${row.pityApplied ? "; the guarantee decided it" : ""}`
      }
    >
      <FunctionField label="Egg" sortable={false} render={(row: PullRow) => <EggName row={row} />} />
      <FunctionField
        label="Hatched"
        sortable={false}
        render={(row: PullRow) => (
          <Pictured {...monsterPicture(row)}>
            <Typography variant="body2">{hatched(row)}</Typography>
          </Pictured>
        )}
      />
      <FunctionField
        label="Odds version"
        sortable={false}
        render={(row: PullRow) => oddsVersionInWords(row.oddsVersion)}
      />
      <FunctionField label="Guaranteed" sortable={false} render={(row: PullRow) => guarantee(row)} />
      <FunctionField
        label="Still held"
        sortable={false}
        render={(row: PullRow) => (row.itemId === null ? "No: sold, merged or transcended" : "Yes")}
      />
    </PlayerHistoryList>
  );
}
