// /seats (spec §2; key Admin): the seeded dining areas of a canteen with their seats per slot and covers; an area
// created with slots up to the 8-slot limit (where "Add a slot" gives way to the limit's message), edited and deleted
// after a confirmation, an empty name refused without a write; axe and the keyboard.
// Only this spec touches `seats`: it reads C_1002's seeded areas and mutates only the areas it creates (named
// "E2E …" with this run's id, removed after).
import { formatNumberIt } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openScreen, seed, text, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const ADMIN_UID = 'demo-admin';
const CANTEEN = 'C_1002';
const RUN = Date.now().toString(36);
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'combos', `seats.${key}`, values);
const common = (key: string) => text(language, 'common', key);

interface SeededArea {
  name: string;
  active: boolean;
  slots: { from: string; to: string; capacity: number }[];
}
const seeded: SeededArea[] = seed.documents
  .filter((document) => document.path.startsWith('seats/') && document.data.canteen_id === CANTEEN)
  .map((document) => document.data as unknown as SeededArea);

const mine = () => adminDb.collection('seats').where('canteen_id', '==', CANTEEN);
async function removeMine(): Promise<void> {
  const areas = await mine().get();
  await Promise.all(
    areas.docs.filter((doc) => String(doc.get('name')).endsWith(RUN)).map((doc) => doc.ref.delete()),
  );
}
test.afterAll(removeMine);

const openList = (page: Page) => openScreen(page, ADMIN, CANTEEN, '/seats', 'seats');
/** The number as the list formats it (spec §9: Italian format, '1.234'). */
const count = (value: number) => formatNumberIt(value, 0);

test('the seeded dining areas with their seats per slot and covers; axe', async ({ page }) => {
  expect(seeded.length).toBeGreaterThanOrEqual(1);
  await openList(page);
  for (const area of seeded) {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: area.name, exact: true }) });
    await expect(row).toHaveCount(1);
    const first = [...area.slots].sort((a, b) => a.from.localeCompare(b.from))[0]!;
    await expect(row).toContainText(t('slotSeats', { from: first.from, to: first.to, seats: count(first.capacity) }));
    await expect(row).toContainText(count(area.slots.reduce((sum, slot) => sum + slot.capacity, 0)));
  }
  await expectAccessible(page, 'seats');
});

test('an area created up to the 8-slot limit, edited and deleted; an empty name writes nothing; keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `E2E Sala ${RUN}`;
  const renamed = `E2E Sala rinnovata ${RUN}`;
  await openList(page);

  // The keyboard opens the side panel and Escape closes it.
  await page.getByRole('button', { name: t('actions.new'), exact: true }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: t('form.newTitle') });
  await expect(drawer.getByLabel(t('fields.name'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: t('actions.new'), exact: true }).click();
  await expect(drawer.getByLabel(t('fields.name'))).toBeVisible();
  // No name: said, nothing written.
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(t('validation.name'))).toBeVisible();
  expect((await mine().where('name', '==', name).get()).size).toBe(0);

  await drawer.getByLabel(t('fields.name')).fill(name);
  const add = drawer.getByRole('button', { name: t('form.addSlot'), exact: true });
  // One slot to start with; each added one follows the latest: 8 in all, then the button gives way to the limit.
  for (let slots = 1; slots < 8; slots += 1) await add.click();
  await expect(drawer.locator('[data-seat-slot]')).toHaveCount(8);
  await expect(add).toBeHidden();
  await expect(drawer.getByText(t('validation.slotsMax'))).toBeVisible();
  await expect(drawer.getByLabel(t('fields.from', { number: 8 }))).toHaveValue('15:30');
  await expect(drawer.getByLabel(t('fields.to', { number: 8 }))).toHaveValue('16:00');
  await drawer.getByLabel(t('fields.capacity', { number: 1 })).fill('24');
  await expectAccessible(page, 'the dining area panel at its slot limit');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer).toHaveCount(0);

  const created = await eventually(
    () => mine().where('name', '==', name).get(),
    (snapshot) => snapshot.size === 1,
  );
  const id = created.docs[0]!.id;
  const halfHour = (index: number) => {
    const at = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { from: at(12 * 60 + index * 30), to: at(12 * 60 + (index + 1) * 30) };
  };
  expect(created.docs[0]!.data()).toMatchObject({
    name,
    active: true,
    slots: Array.from({ length: 8 }, (_, index) => ({ ...halfHour(index), capacity: index === 0 ? 24 : 40 })),
    updated_by: ADMIN_UID,
  });
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toContainText(count(24 + 7 * 40));

  // Edit: renamed, the last slot removed, closed for table service.
  await page.getByRole('button', { name: t('actions.editLabel', { name }) }).click();
  const edit = page.getByRole('dialog', { name: t('form.editTitle', { name }) });
  await edit.getByLabel(t('fields.name')).fill(renamed);
  await edit.getByRole('button', { name: t('form.removeSlot', { number: 8 }) }).click();
  await expect(edit.getByRole('button', { name: t('form.addSlot'), exact: true })).toBeVisible();
  await edit.getByRole('switch', { name: t('fields.active') }).click();
  await edit.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(edit).toHaveCount(0);
  const updated = await eventually(
    () => adminDb.doc(`seats/${id}`).get(),
    (snapshot) => snapshot.get('name') === renamed,
  );
  expect(updated.get('slots')).toHaveLength(7);
  expect(updated.get('active')).toBe(false);
  const renamedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: renamed, exact: true }) });
  await expect(renamedRow).toContainText(t('state.inactive'));

  // Delete after the confirmation.
  await page.getByRole('button', { name: t('actions.deleteLabel', { name: renamed }) }).click();
  const confirm = page.getByRole('dialog', { name: t('delete.title') });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: common('actions.confirm') }).click();
  await expect(renamedRow).toHaveCount(0);
  await eventually(
    () => adminDb.doc(`seats/${id}`).get(),
    (snapshot) => !snapshot.exists,
  );
});
