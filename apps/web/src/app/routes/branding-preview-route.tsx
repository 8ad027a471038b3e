import { BRANDING_PREVIEW_MESSAGE, BRANDING_PREVIEW_READY_MESSAGE, ZSciDomain } from '@payorder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { WaitingView } from '../../features/order/components/waiting-view.tsx';
import { sciDomainQueryOptions, useSciDomain } from '../../features/reference/api/get-sci-domain.ts';

/**
 * The payment page with the operator's unsaved branding (the console's Branding page frames it). The
 * draft comes only by postMessage from a parent window of this same origin and must pass the
 * contract's schema; it goes into the domain-settings query the layout reads, so the header, theme,
 * copyright and loader are drawn by the page's own code. Nothing is stored, nothing read from the URL,
 * and React draws every text as text: no stored or reflected script, and the CSP stays as strict.
 */
export function BrandingPreviewRoute() {
  const queryClient = useQueryClient();
  const sciDomain = useSciDomain();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const data = event.data as { type?: unknown; branding?: unknown } | null;
      if (data?.type !== BRANDING_PREVIEW_MESSAGE) return;
      const draft = ZSciDomain.safeParse(data.branding);
      if (draft.success) queryClient.setQueryData(sciDomainQueryOptions().queryKey, draft.data);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) {
      window.parent.postMessage({ type: BRANDING_PREVIEW_READY_MESSAGE }, window.location.origin);
    }
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  return <WaitingView kind="requisites" loaderImage={sciDomain.data?.loader || null} />;
}

export default BrandingPreviewRoute;
