// The rotation: a preview of what the next day's draw would put on sale (with
// the catalogue as it is now), and running today's rotation now (liveops, admin).
// MUI's buttons keep their words on a phone (react-admin's turn into bare icons).
import { Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Confirm, useDataProvider, useNotify, useRefresh } from "react-admin";
import type { ConsoleDataProvider, ShopRotation } from "../data-provider";
import { useCan } from "../roles/use-can";

export function RotationPanel() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const canChange = useCan("shop.change");
  const [preview, setPreview] = useState<ShopRotation | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify((error as Error).message || "That did not work.", { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () =>
    attempt(async () => {
      setPreview((await dataProvider.previewShopRotation()).data);
    });
  const rotate = () =>
    attempt(async () => {
      setConfirming(false);
      const { data } = await dataProvider.rotateShop();
      notify(`Rotation for ${data.day}: ${data.available} items on sale, ${data.discounted} discounted`, {
        type: "success",
      });
      refresh();
    });
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ alignItems: { xs: "stretch", sm: "center" } }}
        >
          <Typography variant="h6" sx={{ flexGrow: 1 }}>
            Daily rotation
          </Typography>
          <Button onClick={showPreview} disabled={busy}>
            Preview next rotation
          </Button>
          {canChange ? (
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
              Run rotation now
            </Button>
          ) : null}
        </Stack>
        {preview ? (
          <div data-testid="rotation-preview">
            <Typography variant="body2" sx={{ mt: 1 }}>
              {`Next rotation (${preview.day}): ${preview.available} items, ${preview.discounted} discounted`}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 1 }}>
              {preview.items.map((item) => (
                <Chip
                  key={item.id}
                  label={`${item.name} · ${item.category}${item.discount ? ` · −${item.discount}%` : ""}`}
                  color={item.discount ? "secondary" : "default"}
                  size="small"
                />
              ))}
            </Stack>
          </div>
        ) : null}
        <Confirm
          isOpen={confirming}
          title="Run today's rotation now?"
          content="Puts today's draw on sale at once (the daily job would do the same; running it twice on one day changes nothing)."
          onConfirm={rotate}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
