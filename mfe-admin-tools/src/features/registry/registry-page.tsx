import { Button, Fallback, LoadingArea } from '@fondly/design-system';
import { useResource, ViewHeader } from '../../components';
import { getRegistry } from './api/registry-api';
import { RemotePanel } from './components/remote-panel';
import './components/registry.css';

/** The remote registry: each part of the site's live build, the builds online, switch and roll back. */
export default function RegistryPage() {
  const registry = useResource(getRegistry);
  return (
    <section>
      <ViewHeader
        title="Remote registry"
        description="Which build of each part of the site is live. The shell reads this on every page load, so a switch shows after a reload; the other parts are not touched."
        actions={
          <Button variant="secondary" onClick={registry.reload}>
            Refresh
          </Button>
        }
      />
      {registry.error && !registry.data ? (
        <Fallback title="The registry could not be loaded" message={registry.error.message} onRetry={registry.reload} />
      ) : !registry.data ? (
        <LoadingArea label="Loading the registry…" minHeight="12rem" />
      ) : (
        <div className="adm-registry">
          {registry.data.remotes.map((entry) => (
            <RemotePanel key={`${entry.name}-${entry.updatedAt}`} entry={entry} onChanged={registry.reload} />
          ))}
        </div>
      )}
    </section>
  );
}
