// The dashboard's pre-registration area (spec §2 "pre-registration", GestioneUtenti roles): how many e-mails may sign
// up in the canteen and how many customers it has (a company manager: of its company), linked to both screens.
import useSWR from 'swr';
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { useTranslation } from 'react-i18next';
import { PRE_REGISTRATIONS, isCompanyScoped } from '@backoffice/shared';
import { countFigure, DashboardArea } from '../../../components/dashboard/DashboardArea';
import { db } from '../../../lib/firestore';
import { useSession } from '../../session';

async function figures(canteenId: string, company: string | null) {
  const [preRegistered, customers] = await Promise.all([
    getCountFromServer(
      query(
        collection(db, PRE_REGISTRATIONS),
        where('canteen_id', '==', canteenId),
        ...(company !== null ? [where('company', '==', company)] : []),
      ),
    ),
    getCountFromServer(
      query(
        collection(db, 'users'),
        where('canteens', 'array-contains', canteenId),
        ...(company !== null ? [where('profile.company', '==', company)] : []),
      ),
    ),
  ]);
  return { preRegistered: preRegistered.data().count, customers: customers.data().count };
}

export default function PreRegistrationsArea({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('customers');
  const { role, profile } = useSession();
  const scoped = isCompanyScoped(role);
  const company = scoped ? (profile.company?.trim() ? profile.company : null) : null;
  const read = useSWR(
    scoped && company === null ? null : ['dashboard/pre-registrations', canteenId, company ?? '*'],
    () => figures(canteenId, company),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return (
    <DashboardArea
      id="pre-registrations"
      title={t('pre.area.title')}
      link={{ to: '/customers/pre-registrations', label: t('pre.area.manage') }}
      unavailable={t('pre.area.unavailable')}
      figures={[
        { id: 'pre-registered', label: t('pre.area.preRegistered'), value: countFigure(read, read.data?.preRegistered) },
        { id: 'customers', label: t('pre.area.customers'), value: countFigure(read, read.data?.customers) },
      ]}
    />
  );
}
