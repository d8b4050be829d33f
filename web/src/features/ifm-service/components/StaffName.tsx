// Who gave an authorisation: the reader themselves, the staff member's name when readable, else their uid.
import { useSession } from '../../session';
import { useStaffName } from '../api/staff-name';

export function StaffName({ uid }: { uid: string }) {
  const { uid: ownUid, profile } = useSession();
  const own = uid === ownUid;
  const { data } = useStaffName(uid, !own);
  if (own) return <>{[profile.name, profile.surname].filter(Boolean).join(' ') || uid}</>;
  return <>{data ?? uid}</>;
}
