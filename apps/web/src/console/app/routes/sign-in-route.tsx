import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SignInPage } from '#console/features/session/components/sign-in-page.tsx';
import { meQuery } from '#console/lib/queries.ts';

/** /console/login; a signed-in visitor goes on to where they were headed. */
export function SignInRoute() {
  const me = useQuery(meQuery);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next')?.startsWith('/') ? params.get('next')! : '/';
  if (me.data) return <Navigate to={next} replace />;
  return <SignInPage onSignedIn={() => void navigate(next, { replace: true })} />;
}
