import { describe, expect, it } from "vitest";
import { i18nProvider } from "./i18n-provider";
import { savedMessage } from "./notifications/use-saved-notice";

describe("the console's words", () => {
  it("names a resource singular in titles and plural in menus", () => {
    const { translate } = i18nProvider;
    expect(translate("resources.promo-codes.name", { smart_count: 1 })).toBe("Promo code");
    expect(translate("resources.promo-codes.name", { smart_count: 2 })).toBe("Promo codes");
    expect(translate("ra.page.edit", { name: "Promo code", recordRepresentation: "SPRING" })).toBe(
      "Promo code SPRING",
    );
  });

  it("never says Element created", () => {
    expect(i18nProvider.translate("ra.notification.created", { smart_count: 1 })).toBe("Saved");
    expect(i18nProvider.translate("ra.notification.updated", { smart_count: 1 })).toBe("Saved");
    expect(i18nProvider.translate("ra.notification.updated", { smart_count: 2 })).toBe("2 records updated");
    expect(i18nProvider.translate("ra.notification.deleted", { smart_count: 3 })).toBe("3 records deleted");
    expect(savedMessage("Promo code", "SPRING")).toBe("Promo code SPRING saved");
  });

  it("keeps react-admin's English for the rest", () => {
    expect(i18nProvider.translate("ra.validation.required")).toBe("Required");
    expect(i18nProvider.translate("ra.validation.minValue", { min: 1 })).toBe("Must be at least 1");
  });
});
