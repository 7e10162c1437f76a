import { expect, test, type Browser, type Page } from "@playwright/test";
import { acceptCookies, adminSignIn, d1, DEMO_PASSWORD, signIn } from "./support";

/** A browser context of its own (its own storage, its own sockets), signed in through the /login form. */
async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await signIn(page, username);
  return { context, page };
}

const conversation = (page: Page) => page.getByRole("region", { name: "Conversation", exact: true });
const messages = (page: Page) => page.getByTestId("messages");

test("a seeker messages a lister from a listing; both see each other live; a client offline catches up", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [listing] = d1(`select p.slug, p.title from properties p join users u on u.id = p.owner_id
    where u.username = 'lekkihomes' and p.status = 'active' order by p.created_at desc limit 1`) as {
    slug: string;
    title: string;
  }[];
  expect(listing).toBeTruthy();
  // Other journeys (moderation, wallet) leave notifications for these demo accounts: start from a read bell.
  d1(
    `update notifications set read_at = 1 where read_at is null and user_id in (select id from users where username in ('lekkihomes', 'amaka'))`,
  );

  const agent = await signedIn(browser, "lekkihomes");
  await agent.page.goto("/dashboard/messages");
  await expect(agent.page.getByRole("heading", { name: "Messages" })).toBeVisible();

  const seeker = await signedIn(browser, "amaka");
  await seeker.page.goto(`/properties/property/${listing!.slug}`);
  await seeker.page.getByRole("button", { name: "Message agent" }).click();
  const dialog = seeker.page.getByRole("dialog");
  await dialog.getByLabel("Your message").fill("Hello, is this still available? Can I inspect on Saturday?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(seeker.page).toHaveURL(/\/dashboard\/messages\?cid=/);
  await expect(conversation(seeker.page).getByTestId("chat-listing")).toContainText(listing!.title);
  await expect(messages(seeker.page).getByText("Can I inspect on Saturday?")).toBeVisible();

  // The lister's open inbox shows it without a reload, unread first, and the bell counts it.
  // Other journeys leave Amaka's questions to this lister about other listings: this conversation is the newest, on top.
  const contact = agent.page.getByTestId("contacts").getByRole("link", { name: /Amaka/ }).first();
  await expect(contact).toBeVisible();
  await expect(contact.getByLabel("1 unread")).toBeVisible();
  await expect(agent.page.getByTestId("bell-badge")).toHaveText("1");
  await contact.click();
  await expect(messages(agent.page).getByText("Can I inspect on Saturday?")).toBeVisible();
  // Opening the conversation reads it: the badge clears.
  await expect(agent.page.getByTestId("bell-badge")).toHaveCount(0);

  // The seeker sees "Seen", then moves on to browse while the lister types and replies.
  await expect(conversation(seeker.page).getByTestId("seen")).toBeVisible();
  // "Is typing" shows while the lister keeps typing (a ping every few seconds; it fades a few seconds after the
  // last keystroke, and a socket still connecting misses the first ping): the lister keeps typing until the
  // seeker sees it, so the check waits on the typing, not on the clock.
  const reply = "Yes it is. Saturday 11am works";
  const box = agent.page.getByLabel("Message");
  await expect(async () => {
    await box.fill(`${reply} `);
    await box.fill(reply);
    await expect(messages(seeker.page).getByText(/is typing/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await seeker.page.goto(`/properties/property/${listing!.slug}`);
  await agent.page.getByRole("button", { name: "Send" }).click();
  await expect(messages(agent.page).getByText("Saturday 11am works")).toBeVisible();

  // The seeker's bell lights up live; opening the notification leads to the chat with the reply.
  await expect(seeker.page.getByTestId("bell-badge")).toHaveText("1");
  await seeker.page.getByRole("button", { name: /Notifications, 1 unread/ }).click();
  await seeker.page
    .getByRole("list", { name: "Notifications" })
    .getByRole("button", { name: /Saturday 11am works/ })
    .click();
  await expect(seeker.page).toHaveURL(/\/dashboard\/messages\?cid=/);
  await expect(messages(seeker.page).getByText("Yes it is. Saturday 11am works")).toBeVisible();
  await expect(seeker.page.getByTestId("bell-badge")).toHaveCount(0);

  // Offline for a while: what the lister sends meanwhile arrives once the seeker is back online.
  await seeker.context.setOffline(true);
  await agent.page.getByLabel("Message").fill("Please bring a valid ID");
  await agent.page.getByRole("button", { name: "Send" }).click();
  await expect(messages(agent.page).getByText("Please bring a valid ID")).toBeVisible();
  await agent.page.getByLabel("Message").fill("The gate code is with the security man");
  await agent.page.getByRole("button", { name: "Send" }).click();
  await expect(messages(agent.page).getByText("The gate code is with the security man")).toBeVisible();
  // Nothing reached the offline tab: a pause only gives a leak the chance to show; the check cannot fail by
  // being slow.
  await seeker.page.waitForTimeout(1500);
  await expect(messages(seeker.page).getByText("Please bring a valid ID")).toHaveCount(0);
  await seeker.context.setOffline(false);
  await expect(messages(seeker.page).getByText("Please bring a valid ID")).toBeVisible({ timeout: 30_000 });
  await expect(messages(seeker.page).getByText("The gate code is with the security man")).toBeVisible();

  await agent.context.close();
  await seeker.context.close();
});

test("anonymous visitors are asked to sign in before messaging a lister", async ({ page }) => {
  await acceptCookies(page);
  const [listing] = d1(`select slug from properties where status = 'active' order by created_at desc limit 1`) as {
    slug: string;
  }[];
  await page.goto(`/properties/property/${listing!.slug}`);
  await page.getByRole("button", { name: "Message agent" }).click();
  await expect(page.getByRole("dialog").getByLabel("Username or email")).toBeVisible();
});

test("phone layout: the list first, then the conversation full width with a way back", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await acceptCookies(page);
  const login = await page.request.post("/v1/login_check", { data: { username: "tunde", password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const [agent] = d1(`select id from users where username = 'abujaprime'`) as { id: string }[];
  const sent = await page.request.post(`/v1/messaging/request`, {
    headers: { authorization: `Bearer ${token}` },
    data: { agentId: agent!.id, message: "Do you have 3 bedroom flats in Wuse 2?" },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, "tunde");
  await page.goto(`/dashboard/messages?id=${agent!.id}`);
  await expect(messages(page).getByText("Do you have 3 bedroom flats in Wuse 2?")).toBeVisible();
  await expect(page.getByTestId("contacts")).toBeHidden();
  await page.getByRole("button", { name: "Back to conversations" }).click();
  await expect(page.getByTestId("contacts")).toBeVisible();
  await ctx.close();
});

test("staff read a reported conversation only through the logged admin view", async ({ page }) => {
  await acceptCookies(page);
  const login = async (u: string) =>
    (
      (await (
        await page.request.post("/v1/login_check", { data: { username: u, password: DEMO_PASSWORD } })
      ).json()) as { token: string }
    ).token;
  const seeker = await login("tunde");
  const [agent] = d1(`select id from users where username = 'emeka.agent'`) as { id: string }[];
  const sent = await page.request.post(`/v1/messaging/agent/${agent!.id}`, {
    headers: { authorization: `Bearer ${seeker}` },
    data: { message: "Send the deposit to my account first, call 08031234567" },
  });
  const cid = ((await sent.json()) as { conversation: { id: string } }).conversation.id;
  const report = await page.request.post(`/v1/messaging/conversations/${cid}/report`, {
    headers: { authorization: `Bearer ${await login("emeka.agent")}` },
    data: { reason: "Asks for money outside the site" },
  });
  expect(report.status()).toBe(200);

  await adminSignIn(page, "superadmin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reported messages" }).click();
  const item = page.getByRole("listitem").filter({ hasText: "Asks for money outside the site" });
  await item.getByRole("button", { name: "Read (logged)" }).click();
  await expect(item.getByText("Send the deposit to my account first")).toBeVisible();
  expect(
    d1(`select count(*) as n from activity_logs where action = 'messaging.admin_view' and target_id = '${cid}'`)[0],
  ).toEqual({ n: 1 });
});
