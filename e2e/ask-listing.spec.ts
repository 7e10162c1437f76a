import { expect, test, type Browser } from "@playwright/test";
import { axeViolations } from "./axe";
import { acceptCookies, d1, hydrated, signIn } from "./support";

/** A phone: every step of this journey is at 375 px. */
const PHONE = { width: 375, height: 800 };
const naira = (kobo: number) => `₦${Math.round(kobo / 100).toLocaleString("en-NG")}`;

/** A phone of its own; the page's CSP is bypassed so axe can be injected. */
async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  await acceptCookies(page);
  return { context, page };
}

test("at 375 px: the listing answers its service charge; what it does not say goes to the agent, who answers and publishes it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [listing] =
    d1(`select p.slug, p.title, p.service_charge_kobo as sc from properties p join users u on u.id = p.owner_id
    where u.username = 'lekkihomes' and p.status = 'active' and p.listing_type = 'rent' and p.service_charge_kobo > 0
    and p.flagged_duplicate = 0 order by p.created_at desc limit 1`) as { slug: string; title: string; sc: number }[];
  expect(listing).toBeTruthy();
  const path = `/properties/property/${listing!.slug}`;
  // A question the listing's fields cannot answer, new on every run.
  const question = `Are pets allowed? Asked ${Date.now()}`;

  // An anonymous visitor asks about the service charge: the listing answers, quoting the field.
  const visitor = await phone(browser);
  const page = visitor.page;
  await page.goto(path);
  await hydrated(page);
  const box = page.getByRole("region", { name: "Ask about this listing" });
  await box.getByLabel("Your question").fill("what is the service charge");
  await box.getByRole("button", { name: "Ask" }).click();
  const answer = box.getByTestId("ask-answer");
  await expect(answer).toContainText(`The service charge is ${naira(listing!.sc)} a year.`);
  await expect(answer.locator("[data-field=serviceChargeKobo]")).toContainText("Service charge");
  await expect(answer.locator("mark")).toHaveText(naira(listing!.sc));
  // Nothing sticks out of the phone's width; no serious or critical WCAG finding with the answer shown.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(page, ["serious", "critical"])).toEqual([]);

  // What the listing does not say: an anonymous visitor is asked to sign in, and comes back to the listing.
  await box.getByLabel("Your question").fill(question);
  await box.getByRole("button", { name: "Ask" }).click();
  await expect(answer).toContainText("The listing doesn't say. Sign in");
  await box.getByRole("link", { name: "Sign in to ask the agent" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Username or email").fill("amaka");
  await page.getByLabel("Password", { exact: true }).fill("Demo@2026");
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);

  // Signed in, the same question goes to the agent as a message.
  await box.getByLabel("Your question").fill(question);
  await box.getByRole("button", { name: "Ask" }).click();
  await expect(answer).toContainText("I've asked the agent; you'll see the answer in Messages.");
  await expect(box.getByRole("link", { name: "Open Messages" })).toBeVisible();

  // The lister finds it in Questions (and Messages), answers it and publishes it.
  const lister = await phone(browser);
  await signIn(lister.page, "lekkihomes");
  await lister.page.goto("/dashboard/questions");
  const card = lister.page.getByTestId("lister-question").filter({ hasText: question });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Open the conversation" })).toBeVisible();
  expect(await axeViolations(lister.page, ["serious", "critical"])).toEqual([]);
  await card.getByLabel("Your answer").fill("Yes, small pets are welcome.");
  await card.getByLabel("Publish the question and answer on the listing").check();
  await card.getByRole("button", { name: "Send answer" }).click();
  await expect(lister.page.getByText("Answer saved and published on the listing.")).toBeVisible();
  // Answered: it leaves "Waiting for an answer" and shows as published under "All questions".
  await expect(lister.page.getByTestId("lister-question").filter({ hasText: question })).toHaveCount(0);
  await lister.page.getByRole("tab", { name: "All questions" }).click();
  await expect(
    lister.page.getByTestId("lister-question").filter({ hasText: question }).getByText("Published", { exact: true }),
  ).toBeVisible();

  // The visitor gets the answer in Messages, and the listing shows the question and answer.
  await box.getByRole("link", { name: "Open Messages" }).click();
  await expect(page.getByTestId("messages").getByText("Yes, small pets are welcome.")).toBeVisible();
  await page.goto(path);
  const qa = page.getByRole("region", { name: "Questions and answers" });
  await expect(qa.getByText(question)).toBeVisible();
  await expect(qa.getByText("Yes, small pets are welcome.")).toBeVisible();
  expect(await axeViolations(page, ["serious", "critical"])).toEqual([]);

  await visitor.context.close();
  await lister.context.close();
});
