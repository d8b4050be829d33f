// Tabs on Headless UI: arrow keys move between tabs, each panel labelled by its tab.
import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { cx } from './cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** A marker after the label (e.g. a missing-translation badge). */
  badge?: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
}

export function Tabs({ tabs, selectedIndex, onChange, className }: TabsProps) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange} className={className}>
      <TabList className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className={cx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium',
              'border-transparent text-slate-600 hover:text-slate-900',
              'data-selected:border-brand-600 data-selected:text-brand-700',
            )}
          >
            {tab.label}
            {tab.badge}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id}>{tab.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
