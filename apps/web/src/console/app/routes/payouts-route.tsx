import { PayoutsPage } from '#console/features/payouts/components/payouts-page.tsx';
import { useQueue } from '../shell.tsx';

/** The trader's payouts, told whether the shell's live stream is delivering (it keeps the list fresh). */
export default function PayoutsRoute() {
  const { isLive } = useQueue();
  return <PayoutsPage isLive={isLive} />;
}
