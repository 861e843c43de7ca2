// The table lives in the contract (browser-safe): the forms tell the family when her number's
// clock differs from the zone they chose, with the same data the rule calls by (decision 127).
export { zonesOfAreaCode } from '@fondly/contract/area-code-zones';
