import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Tabs as the WAI-ARIA tabs pattern describes them, with the part of Radix Tabs' API the shop used
 * (Root/List/Trigger/Content, `data-state="active"` for styling): Radix Tabs and its helpers were
 * ~10 KB gzip of the product page's and /auth's first load. Arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the tab order; inactive panels are not rendered.
 */
interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`Tabs.${part} must be used within Tabs.Root`);
  return context;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value}`;

export function Root({
  defaultValue,
  className,
  children,
}: {
  defaultValue: string;
  className?: string;
  children: ReactNode;
}) {
  const [value, select] = useState(defaultValue);
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

const FLIPPED: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

export function List({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrows follow the reading direction: on a right-to-left page the next tab is on the left.
    const rtl = list.current !== null && getComputedStyle(list.current).direction === 'rtl';
    const key = rtl ? (FLIPPED[event.key] ?? event.key) : event.key;
    const move = NEXT[key];
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return (
    <div
      {...rest}
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** A tab or its panel: `value` pairs them. */
interface PartProps {
  value: string;
  className?: string;
  children: ReactNode;
}

export function Trigger({ value, className, children }: PartProps) {
  const tabs = useTabs('Trigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'tab', value)}
      aria-selected={active}
      aria-controls={idOf(tabs.baseId, 'panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={className}
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function Content({ value, className, children }: PartProps) {
  const tabs = useTabs('Content');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'panel', value)}
      aria-labelledby={idOf(tabs.baseId, 'tab', value)}
      data-state="active"
      // The panel itself takes focus after the tabs, as Radix's did, so its text is reachable by Tab.
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
