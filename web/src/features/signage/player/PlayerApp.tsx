// The signage player (issue 22) at the configured base address: an anonymous device sign-in, a pairing code on the
// screen until signage staff confirm it at /digital-signage, then the screen's schedule full-screen — the playlist
// of the schedule covering now in the canteen's zone, followed live, played from the local cache while offline —
// and a heartbeat on the screen's last_seen.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onAuthStateChanged, signInAnonymously } from 'firebase/auth';
import { canteenTimeZone, scheduleAt, SIGNAGE_BOARDS } from '@backoffice/shared';
import { Board } from './Boards';
import { startOver, useCanteen, useHeartbeat, usePairing, useSchedules, useScreen, type PlayerCanteen, type PlayerSchedule } from './data';
import { playerAuth } from './firebase';
import { registerPlayerWorker } from './offline';

/** How often the player looks again at which schedule covers now. */
const TICK_MS = 15_000;

function useDeviceUid(): { uid: string | null; failed: boolean } {
  const [uid, setUid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () =>
      onAuthStateChanged(playerAuth, (user) => {
        if (user) setUid(user.uid);
        else signInAnonymously(playerAuth).catch(() => setFailed(true));
      }),
    [],
  );
  return { uid, failed };
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Message({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-6 p-10 text-center">
      <h1 className="text-4xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

type Slide = { key: string; seconds: number } & ({ kind: 'board'; board: (typeof SIGNAGE_BOARDS)[number] } | { kind: 'document'; url: string; name: string });

/** The items the player can show: boards, and documents with a download address (image, video or PDF). */
function slidesOf(schedule: PlayerSchedule): Slide[] {
  return schedule.items.flatMap((item, index): Slide[] => {
    const key = `${schedule.id}/${index}`;
    if (item.kind === 'board') return [{ key, kind: 'board', board: item.board, seconds: item.seconds }];
    const url = schedule.urls[index];
    return url ? [{ key, kind: 'document', url, name: item.name, seconds: item.seconds }] : [];
  });
}

function DocumentSlide({ url, name }: { url: string; name: string }) {
  const path = url.split('?')[0]!.toLowerCase();
  if (/\.(mp4|webm|ogg|mov)$/.test(path)) return <video className="h-full w-full object-contain" src={url} autoPlay muted loop playsInline aria-label={name} />;
  if (path.endsWith('.pdf')) return <iframe className="h-full w-full bg-white" src={`${url}#toolbar=0&view=Fit`} title={name} />;
  return <img className="h-full w-full object-contain" src={url} alt={name} />;
}

function Playlist({ schedule, canteenId, canteen, timeZone }: { schedule: PlayerSchedule; canteenId: string; canteen: PlayerCanteen; timeZone: string }) {
  const { t } = useTranslation('signage');
  const slides = slidesOf(schedule);
  const [index, setIndex] = useState(0);
  const current = slides.length > 0 ? slides[index % slides.length]! : null;
  const count = slides.length;
  const seconds = current?.seconds ?? 0;
  // Keyed on the slide shown, not on the render: the 15 s tick and live snapshots must not restart its time.
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [index, count, seconds]);
  if (!current) return <Message title={t('player.nothingToPlay')} />;
  return (
    <div className="h-full" data-testid="player-slide" data-slide={current.kind === 'board' ? current.board : 'document'}>
      {current.kind === 'board' ? <Board board={current.board} canteenId={canteenId} canteen={canteen} timeZone={timeZone} /> : <DocumentSlide url={current.url} name={current.name} />}
    </div>
  );
}

function PairedPlayer({ uid, screenId, canteenId }: { uid: string; screenId: string; canteenId: string }) {
  const { t } = useTranslation('signage');
  const screen = useScreen(screenId, () => startOver(uid));
  const schedules = useSchedules(screenId);
  const canteen = useCanteen(canteenId);
  const now = useNow();
  useHeartbeat(screenId, Boolean(screen));
  if (screen === undefined || schedules === undefined || canteen === undefined) return <Message title={t('player.loading')} />;
  if (screen === null || canteen === null) return <Message title={t('player.unpaired')} />;
  const timeZone = canteenTimeZone(canteen.endpointPrefix);
  const playing = scheduleAt(schedules, screenId, now, timeZone);
  return (
    <div className="flex h-full flex-col" data-testid="player" data-screen={screen.name} data-schedule={playing?.name ?? ''}>
      <p className="sr-only" role="status">
        {playing ? t('player.playing', { screen: screen.name, schedule: playing.name }) : t('player.idle', { screen: screen.name })}
      </p>
      <div className="min-h-0 flex-1">
        {playing ? <Playlist key={playing.id} schedule={playing} canteenId={canteenId} canteen={canteen} timeZone={timeZone} /> : <Message title={canteen.name} />}
      </div>
    </div>
  );
}

function Player() {
  const { t } = useTranslation('signage');
  const { uid, failed } = useDeviceUid();
  const pairing = usePairing(uid);
  if (failed) return <Message title={t('player.offlineStart')} />;
  if (!uid || pairing.status === 'loading') return <Message title={t('player.loading')} />;
  if (pairing.status === 'waiting')
    return (
      <Message title={t('player.pairTitle')}>
        <p className="text-2xl">{t('player.pairHelp')}</p>
        <p className="font-mono text-8xl font-bold tracking-[0.3em]">
          <span aria-hidden="true" data-testid="pairing-code">
            {pairing.code}
          </span>
          <span className="sr-only">{t('player.codeLabel', { code: pairing.code.split('').join(' ') })}</span>
        </p>
      </Message>
    );
  return <PairedPlayer uid={uid} screenId={pairing.screenId} canteenId={pairing.canteenId} />;
}

/** The whole page: black, full screen (a click asks the browser for full screen where a kiosk does not already). */
export default function PlayerApp() {
  useEffect(registerPlayerWorker, []);
  return (
    <main
      className="fixed inset-0 overflow-hidden bg-slate-950 text-white"
      onClick={() => {
        if (!document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => undefined);
      }}
    >
      <Suspense fallback={null}>
        <Player />
      </Suspense>
    </main>
  );
}
