// /surveys, /surveys/details/{id?}, /surveys/report/{id?} (spec §6 Surveys, issue 22) as a super site manager: the
// seeded surveys with the state filter kept in the URL and the report of the open one (counts equal the seeded
// responses); a new survey refused without a title (nothing written), written in Italian with a rating and a choice
// question reordered by keyboard, scheduled, opened by the scheduled job (the editor follows live), answered once by
// the customer (a second answer refused by the rules), its report counting that response; the role that may not,
// axe and screenshots. Mutates only the survey it creates (deleted after, with its responses).
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc } from 'firebase/firestore';
import type { SurveyQuestion } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../tools/seed/users';
import { fireScheduledFunction } from '../tools/scheduler';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'super_site_manager@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'surveys', key, values);
const common = (key: string) => text(language, 'common', key);
const kit = (key: string, values: Record<string, string | number> = {}) => text(language, 'kit', key, values);

const seededSurveys = seed.documents.filter((document) => document.path.startsWith('surveys/') && document.data.canteen_id === CANTEEN);
const openSurvey = seededSurveys.find((document) => document.data.status === 'open')!;
const openId = openSurvey.path.split('/')[1]!;
const openResponses = seed.documents.filter((document) => document.path.startsWith('survey_responses/') && document.data.survey_id === openId);
const titleIn = (document: { data: Record<string, unknown> }) => (document.data.title as Record<string, string>)[language] ?? '';

const rows = (page: Page) => page.locator('tbody tr');
const count = async () => (await adminDb.collection('surveys').where('canteen_id', '==', CANTEEN).count().get()).data().count;

/** The customer app's write: the demo customer answers a survey (the rules decide). */
async function answerAsCustomer(surveyId: string, answers: Record<string, number | string>): Promise<void> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-backoffice' }, `survey-answer-${Date.now()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(auth, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
    await setDoc(doc(db, 'survey_responses', `${surveyId}_${user.uid}`), {
      survey_id: surveyId,
      canteen_id: CANTEEN,
      userid: user.uid,
      language: 'it',
      answers,
      submitted_at: serverTimestamp(),
    });
  } finally {
    await deleteApp(app);
  }
}

let created: string | null = null;
test.afterAll(async () => {
  if (!created) return;
  const responses = await adminDb.collection('survey_responses').where('survey_id', '==', created).get();
  await Promise.all([...responses.docs.map((response) => response.ref.delete()), adminDb.doc(`surveys/${created}`).delete()]);
});

test('the seeded surveys, the state filter in the URL, and the open survey’s report counting its responses', async ({ page }, testInfo) => {
  expect(seededSurveys.length).toBe(3);
  expect(openResponses.length).toBeGreaterThan(0);
  await openScreen(page, MANAGER, CANTEEN, '/surveys', 'surveys');
  for (const survey of seededSurveys) await expect(rows(page).filter({ hasText: titleIn(survey) })).toBeVisible();
  await expectAccessible(page, 'surveys');
  await page.screenshot({ path: testInfo.outputPath('surveys.png'), fullPage: true });

  await page.getByLabel(t('fields.status')).selectOption({ label: t('states.open') });
  await expect(page).toHaveURL(/status=open/);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('link', { name: t('actions.reportOf', { name: titleIn(openSurvey) }) }).click();

  // The report's counts are the seeded responses': the total, and each choice of the favourite-course question.
  await expect(page.getByTestId('report-responses')).toHaveText(
    text(language, 'surveys', openResponses.length === 1 ? 'report.responsesCount_one' : 'report.responsesCount_other', { count: openResponses.length }),
    { timeout: 20_000 },
  );
  const favourite = (openSurvey.data.questions as SurveyQuestion[]).find((question) => question.id === 'favourite')!;
  for (const choice of favourite.choices!) {
    const expected = openResponses.filter((response) => (response.data.answers as Record<string, unknown>).favourite === choice.id).length;
    await expect(page.getByTestId(`bucket-favourite-${choice.id}`).getByRole('cell').nth(1)).toHaveText(String(expected));
  }
  await expectAccessible(page, 'survey report');
  await page.screenshot({ path: testInfo.outputPath('survey-report.png'), fullPage: true });
});

test('a new survey: refused without a title, reordered by keyboard, scheduled, opened by the job, answered once, reported', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await count();
  await openScreen(page, MANAGER, CANTEEN, '/surveys/details', 'surveyDetails');
  await page.getByRole('button', { name: t('editor.saveSchedule') }).click();
  await expect(page.getByText(`${t('fields.title')}: ${kit('validation.required')}`)).toBeVisible();
  expect(await count()).toBe(before);

  await page.getByRole('button', { name: t('editor.add.range') }).click();
  await page.getByRole('button', { name: t('editor.add.choice') }).click();
  await page.getByRole('tab', { name: new RegExp(common('languages.it')) }).click();
  await page.getByLabel(t('fields.title')).fill('E2E Colazione');
  await page.getByLabel(`${t('editor.questionN', { n: 1 })} · ${t('types.range')}`).fill('Com’era il caffè?');
  await page.getByLabel(`${t('editor.questionN', { n: 2 })} · ${t('types.choice')}`).fill('Che cosa hai preso?');
  await page.getByLabel(`${t('editor.questionN', { n: 2 })} · ${t('editor.choiceN', { n: 1 })}`).fill('Cornetto');
  await page.getByLabel(`${t('editor.questionN', { n: 2 })} · ${t('editor.choiceN', { n: 2 })}`).fill('Yogurt');

  // The choice question moves to the top by keyboard: its "Up" button, focused and pressed with Enter.
  await page.getByRole('button', { name: t('editor.moveUpOf', { n: 2 }) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: t('editor.questionN', { n: 1 }) })).toContainText('Che cosa hai preso?');

  // Opens a minute ago (the job opens it on its next run), closes in two days; the browser's own clock and zone.
  const [opens, closes] = await page.evaluate(() => {
    const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    return [local(Date.now() - 60_000), local(Date.now() + 2 * 86_400_000)];
  });
  await page.getByLabel(t('fields.opensAt')).fill(opens);
  await page.getByLabel(t('fields.closesAt')).fill(closes);
  // Only chosen customers answer it: none chosen is refused, then the demo customer found by surname.
  await page.getByLabel(t('fields.audience')).selectOption({ label: t('audience.chosen') });
  await page.getByRole('button', { name: t('editor.saveSchedule') }).click();
  await expect(page.getByText(`${t('audience.chosen')}: ${kit('validation.required')}`)).toBeVisible();
  expect(await count()).toBe(before);
  await page.getByRole('searchbox', { name: kit('customerPicker.searchLabel') }).fill('Ross');
  await page.getByRole('button', { name: kit('customerPicker.addLabel', { name: 'Anna Rossi' }) }).click();
  await expect(page.getByRole('list', { name: kit('customerPicker.assigned') })).toContainText('Anna Rossi');
  await page.getByRole('button', { name: t('editor.saveSchedule') }).click();
  // The first call of the surveys callable may start its runtime.
  await expect(page).toHaveURL(/\/surveys\/details\/SV_/, { timeout: 30_000 });
  created = page.url().split('/').pop()!;
  const stored = (await adminDb.doc(`surveys/${created}`).get()).data()!;
  expect(stored).toMatchObject({
    status: 'scheduled',
    canteen_id: CANTEEN,
    updated_by: 'demo-super_site_manager',
    title: { it: 'E2E Colazione' },
    audience: { kind: 'customers', customer_ids: ['demo-customer'] },
  });
  const questions = stored.questions as SurveyQuestion[];
  expect(questions.map((question) => question.type)).toEqual(['choice', 'range']);
  await expect(page.getByText(t('states.scheduled'), { exact: true })).toBeVisible();

  // A customer cannot answer before the job opens it.
  const answers = { [questions[0]!.id]: questions[0]!.choices![0]!.id, [questions[1]!.id]: 4 };
  await expect(answerAsCustomer(created, answers)).rejects.toThrow(/permission/i);

  // The scheduled job (as Cloud Scheduler calls it) opens it; the editor turns read-only without a reload.
  expect(await fireScheduledFunction({ name: 'applySurveySchedule', schedule: '* * * * *', timeZone: 'UTC' }, new Date())).toBe(200);
  await expect(page.getByText(t('editor.readOnly'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(t('states.open'), { exact: true })).toBeVisible();

  // One response per customer: the first is accepted, a second refused by the rules.
  await answerAsCustomer(created, answers);
  await expect(answerAsCustomer(created, { ...answers, [questions[1]!.id]: 1 })).rejects.toThrow(/permission/i);
  await eventually(() => adminDb.collection('survey_responses').where('survey_id', '==', created).get(), (snapshot) => snapshot.size === 1);

  await page.getByRole('link', { name: t('actions.report'), exact: true }).click();
  await expect(page.getByTestId('report-responses')).toHaveText(t('report.responsesCount_one', { count: 1 }), { timeout: 20_000 });
  await expect(page.getByTestId(`bucket-${questions[0]!.id}-${questions[0]!.choices![0]!.id}`).getByRole('cell').nth(1)).toHaveText('1');
  await expect(page.getByTestId(`bucket-${questions[1]!.id}-4`).getByRole('cell').nth(1)).toHaveText('1');
});

test('a role without Surveys has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/surveys');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/surveys');
});
