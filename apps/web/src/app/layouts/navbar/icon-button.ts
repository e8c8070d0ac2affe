export const iconButton =
  'relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5 data-[state=open]:bg-ink/5';
