import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReturnRequestDialog } from './request-dialog/return-request-dialog';
import { ReturnRequestList } from './return-request-list';
import { SignInPrompt } from './sign-in-prompt';

interface MyReturnsTabProps {
  isSignedIn: boolean;
  /** Whether the tab is showing: the requests load only once it is. */
  isActive: boolean;
}

/** The My Returns tab: a visitor is asked to sign in; a customer makes and follows requests. */
export function MyReturnsTab({ isSignedIn, isActive }: MyReturnsTabProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!isSignedIn) return <SignInPrompt />;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-3xl">My Returns</h2>
          <p className="mt-1 text-sm text-stone">
            Your return and exchange requests, newest first.
          </p>
        </div>
        <Button onClick={() => setDialogOpen(true)} className="w-full sm:w-auto">
          <Plus className="size-4" aria-hidden="true" />
          Request Return/Exchange
        </Button>
      </div>
      <ReturnRequestDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      <ReturnRequestList enabled={isActive} />
    </div>
  );
}
