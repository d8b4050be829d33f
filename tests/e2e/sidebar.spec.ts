// For every back-office role, the sidebar shows exactly the entries the shared route table allows (generated, spec §2/§6).
import {
  DEFCON_BAR_PATH,
  ROLE_PRIORITY,
  isChatUnread,
  sidebarFor,
  type ChatThreadLike,
} from '@backoffice/shared';
import { expect, test } from './fixtures';
import { seed, sidebarHrefs, signIn, WIDE } from './support';

test.use({ viewport: WIDE });

for (const role of ROLE_PRIORITY) {
  test(`${role}: sidebar = shared sidebarFor('${role}')`, async ({ page }) => {
    // C_1001 is managed by every seeded role (admin_provider opens any) and has customer care active.
    await signIn(page, `${role}@demo.test`, '/?cid=C_1001');
    const expected = sidebarFor(role, { environment: 'europe', customerCareActive: true }).flatMap(
      (section) => section.entries.map((entry) => entry.path),
    );
    await expect
      .poll(async () => (await sidebarHrefs(page)).sort())
      .toEqual([...expected, DEFCON_BAR_PATH].sort());
    // Real links inside a navigation landmark.
    await expect(page.getByRole('navigation').first().locator('a[href="/tickets"]')).toHaveCount(1);
  });
}

test('the tickets entry shows the unread chats of the canteen and of its children (spec §4 counters)', async ({
  page,
}) => {
  const canteen = 'C_1001';
  const unread = seed.documents.filter(
    (document) =>
      document.path.startsWith('chat/') &&
      (document.data.canteen_id === canteen || document.data.parent === canteen) &&
      isChatUnread(document.data as ChatThreadLike),
  ).length;
  expect(unread).toBeGreaterThan(0);
  await signIn(page, 'admin@demo.test', `/?cid=${canteen}`);
  await expect(page.locator('#app-sidebar a[href="/tickets"]')).toContainText(String(unread));
});
