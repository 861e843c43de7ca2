import { Button } from '@fondly/design-system';
import { ResourceView, useResource, ViewHeader } from '../../components';
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
      <ResourceView resource={registry} failed="The registry could not be loaded" loading="Loading the registry…">
        {(data) => (
          <div className="adm-registry">
            {data.remotes.map((entry) => (
              <RemotePanel key={`${entry.name}-${entry.updatedAt}`} entry={entry} onChanged={registry.reload} />
            ))}
          </div>
        )}
      </ResourceView>
    </section>
  );
}
