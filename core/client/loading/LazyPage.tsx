import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PageLoader } from '../module';
import { isChunkLoadError, withChunkTimeout } from './chunk-timeout';
import { Icon } from '../layout/icons';

/** The panel shown when a page failed: chunk failures and render errors both offer 'Coba lagi'. */
export function PageErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('core');
  const chunk = isChunkLoadError(error);
  return (
    <Callout.Root color="red" role="alert" m="4">
      <Callout.Icon>
        <Icon name="alert" />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text weight="bold">{t('chunk.judul')}</Text>
        <Text>{chunk ? t('chunk.pesan') : t('chunk.galat')}</Text>
        <Button onClick={onRetry}>{t('aksi.cobaLagi')}</Button>
      </Flex>
    </Callout.Root>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a failed page (a chunk that did not load, or a render error) and shows the retry panel. */
export class PageErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <PageErrorPanel
          error={this.state.error}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** A centred spinner for pages that are still loading. */
export function PageSpinner() {
  const { t } = useTranslation('core');
  return (
    <Flex align="center" justify="center" p="6" gap="2">
      <Spinner size="3" />
      <Text color="gray">{t('app.memuat')}</Text>
    </Flex>
  );
}

type PageModule = { default: ComponentType<any> };

/** Pages whose chunk has already arrived (`preloadPage`): rendered at once, without a Suspense pass. */
const arrived = new WeakMap<PageLoader, PageModule>();

/**
 * Loads a page's chunk ahead of the first render, so that render shows the page itself instead of
 * the spinner and then the page: one render, one layout and one paint less on a slow phone (the
 * login page's chunk is preloaded by the HTML shell, so waiting for it costs nothing). A failure is
 * left to LazyPage, which loads again and shows its retry panel.
 */
export async function preloadPage(loader: PageLoader): Promise<void> {
  try {
    arrived.set(loader, (await loader()) as PageModule);
  } catch {
    // LazyPage reports it.
  }
}

/**
 * Renders a lazily loaded page. The import is bounded by `timeoutMs` (120 s by default, spec
 * section 9); a failure shows the retry panel, and 'Coba lagi' starts a fresh import (React.lazy
 * caches a rejection, so each attempt gets its own lazy component).
 */
export function LazyPage({ loader, timeoutMs, props }: { loader: PageLoader; timeoutMs?: number; props?: Record<string, unknown> }) {
  const [attempt, setAttempt] = useState(0);
  const ready = attempt === 0 ? arrived.get(loader)?.default : undefined;
  const Page = useMemo<ComponentType<any>>(() => ready ?? lazy(() => withChunkTimeout(loader, timeoutMs)), [ready, loader, timeoutMs, attempt]);
  return (
    <PageErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Page {...props} />
      </Suspense>
    </PageErrorBoundary>
  );
}
