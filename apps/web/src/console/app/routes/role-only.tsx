import type { ConsoleRole } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { meQuery } from '#console/lib/queries.ts';
import { HOME } from '../nav.ts';

/** Screens of one role: anyone else goes to their own home (the server refuses them anyway). */
export function RoleOnly({ role }: { role: ConsoleRole }) {
  const me = useQuery(meQuery);
  if (!me.data) return null;
  return me.data.role === role ? <Outlet /> : <Navigate to={HOME[me.data.role]} replace />;
}
