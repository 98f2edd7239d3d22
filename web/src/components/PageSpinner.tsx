// The centred spinner shown while authentication, the profile or a page chunk is loading.
import Spinner from '@cloudscape-design/components/spinner';

const LOADING_LABEL = 'Loading';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'markk-center markk-center--screen' : 'markk-center'} role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="markk-visually-hidden">{LOADING_LABEL}</span>
    </div>
  );
}
