// Cost centres (spec §3 cost_centers, §6 CentriCosto).
export * from './cost-center-form';
