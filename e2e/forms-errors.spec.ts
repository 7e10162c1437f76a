import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, adminSignIn, signIn, watchConsole } from "./support";

/**
 * The banner forms and the project wizard check their fields with the API's own rules before
 * anything is sent: each error beside its field (named by it), the first invalid field focused, the step holding
 * it opened. On a phone (375 px). FORMS_SHOTS=<dir> keeps a screenshot of each error state.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

async function shot(page: Page, name: string) {
  if (process.env.FORMS_SHOTS)
    await page.screenshot({ path: `${process.env.FORMS_SHOTS}/${name}.png`, fullPage: true });
}

/** The field named `label` shows `message` beside it (its aria-describedby names the alert) and is marked invalid. */
async function errorBeside(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label, { exact: typeof label === "string" });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

test("a broker's banner with no title, a bad link and no picture says so beside each field", async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, "lekkihomes");
  await page.goto("/dashboard/marketing/banners/create");
  await expect(page.getByRole("heading", { name: "Create a banner ad" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("");
  await page.getByLabel("Button link").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await errorBeside(page, "Title", "Enter a title of at least 3 characters.");
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  await errorBeside(page, "Button link", "https://");
  await errorBeside(page, "Picture for computers (required)", "Upload the picture for computers first.");
  await shot(page, "banner-create-errors");
  // Fixed while typing, after the first try.
  await page.getByLabel("Title", { exact: true }).fill("Open house in Lekki");
  await expect(page.getByLabel("Title", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  expect(problems).toEqual([]);
});

test("staff's house banner form checks the same rules", async ({ page }) => {
  await adminSignIn(page, "superadmin");
  await page.goto("/dashboard/admin/banners/create");
  await page.getByLabel("Title", { exact: true }).fill("ab");
  await page.getByLabel("Button colour", { exact: true }).fill("red");
  await page.getByRole("button", { name: "Create house banner" }).click();
  await errorBeside(page, "Title", "Enter a title of at least 3 characters.");
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  await errorBeside(page, "Button colour", "#");
  await errorBeside(page, "Picture for computers (required)", "Upload the picture for computers first.");
  await shot(page, "banner-admin-errors");
});

test("the project wizard checks each step before the next, and the last step opens the first step with a problem", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signIn(page, "cityscape");
  await page.goto("/dashboard/project/add-projects");
  const next = page.getByRole("button", { name: "Next" });
  await next.click();
  await errorBeside(page, "Project name", "Enter the project's name.");
  await expect(page.getByLabel("Project name")).toBeFocused();
  await errorBeside(page, "Description", "Describe the project in 20 characters at least.");
  await shot(page, "project-basics-errors");

  await page.getByLabel("Project name").fill("Errors Gardens");
  await page.getByLabel("Description").fill("Twelve terraces with solar power and a gatehouse.");
  await next.click();
  await next.click();
  await errorBeside(page, "State", "Choose a state.");
  await expect(page.getByLabel("State")).toBeFocused();
  await errorBeside(page, "Address", "Enter the address.");
  await page.getByLabel("Latitude (optional)").fill("north");
  await errorBeside(page, "Latitude (optional)", "Enter a latitude between -90 and 90");
  await shot(page, "project-location-errors");

  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("Address").fill("Plot 9, Errors Close, Lekki");
  await page.getByLabel("Latitude (optional)").fill("6.44");
  await next.click();
  await next.click();
  await errorBeside(page, "Unit type", "Enter the unit type");
  await expect(page.getByLabel("Unit type")).toBeFocused();
  await errorBeside(page, "Price (₦)", "Enter the price in naira, digits only.");
  await shot(page, "project-units-errors");

  // Jump ahead past the units, then publish: the Units step opens with its first problem focused.
  await page.getByRole("button", { name: "4. Plan and photos" }).click();
  await page.getByRole("button", { name: "Publish project" }).click();
  await expect(page.getByRole("button", { name: /3\. Units/ })).toHaveAttribute("aria-current", "step");
  await expect(page.getByLabel("Unit type")).toBeFocused();
  expect(problems).toEqual([]);
});
