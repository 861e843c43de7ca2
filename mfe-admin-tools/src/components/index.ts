// Shared building blocks for every operator page and view in this remote.
export { OperatorArea } from './operator-area';
export { OperatorGate } from './operator-gate/operator-gate';
export { useOperator, useOptionalOperator } from './operator-gate/operator-context';
export type { OperatorSession } from './operator-gate/operator-context';
export { AdminLayout } from './admin-layout/admin-layout';
export { DataTable } from './data-table/data-table';
export type { DataColumn, DataTableProps } from './data-table/data-table';
export { StatusBadge } from './status-badge/status-badge';
export type { StatusTone } from './status-badge/status-badge';
export { ViewHeader } from './view-header/view-header';
export { StatTile, StatTiles } from './stat-tile/stat-tile';
export { useResource } from './use-resource';
export type { Resource } from './use-resource';
export { formatDateTime, formatTime, errorMessage } from './format';
export { RefreshButton, ResourceView } from './resource-view';
