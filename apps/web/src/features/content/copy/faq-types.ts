import type { ReactNode } from 'react';

export interface FaqEntry {
  /** The URL anchor of the answer: /faq#{id}. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}
