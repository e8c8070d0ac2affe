import { useEffect, useRef } from 'react';
import { Container } from '@/components/ui/container';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MyReturnsTab } from '../components/my-returns-tab';
import { ReturnPolicyTab } from '../components/return-policy-tab';
import { useReturnsTab } from '../use-returns-tab';

export interface ReturnsPageProps {
  /** Whether a customer is signed in; the app tells, from its session. */
  isSignedIn: boolean;
}

/**
 * /returns, the Return & Exchange Center (docs/product.md, "Screens and routes"): open to everyone,
 * with the policy first and the shopper's own requests at #requests.
 */
export function ReturnsPage({ isSignedIn }: ReturnsPageProps) {
  useDocumentTitle(
    'Return & Exchange Center',
    'Returns and exchanges at Attar House: our 30-day policy, answers to common questions, and your requests.',
  );
  const [tab, setTab] = useReturnsTab();
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusTabOnSwitch = useRef(false);

  // "Go to My Returns" sits at the foot of the policy: take the reader (and focus) up to the tab.
  useEffect(() => {
    if (tab !== 'requests' || !focusTabOnSwitch.current) return;
    focusTabOnSwitch.current = false;
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
  }, [tab]);

  function goToRequests() {
    focusTabOnSwitch.current = true;
    setTab('requests');
  }

  return (
    <Container className="py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Customer care</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">Return &amp; Exchange Center</h1>
        <div className="mx-auto mt-5 h-px w-16 bg-gold" aria-hidden="true" />
        <p className="mt-5 text-stone">
          Read how returns and exchanges work, then send a request and follow it here.
        </p>
      </header>
      <div ref={tabsRef} className="mt-10">
        <Tabs
          label="Return & Exchange Center"
          value={tab}
          onValueChange={setTab}
          className="mx-auto max-w-5xl"
          tabs={[
            {
              value: 'policy',
              label: 'Return Policy',
              panel: <ReturnPolicyTab onGoToRequests={goToRequests} />,
            },
            {
              value: 'requests',
              label: 'My Returns',
              panel: <MyReturnsTab isSignedIn={isSignedIn} isActive={tab === 'requests'} />,
            },
          ]}
        />
      </div>
    </Container>
  );
}
