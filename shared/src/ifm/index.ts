// IFM requests: status workflow, lists, detail and export (spec §2, §4).
export * from './ifm';
export * from './ifm-workflow';
export * from './ifm-status-form';
export * from './ifm-requests';
export * from './ifm-requests-export';
