/** A picture from Drupal, its URL ready to load (already resolved against Drupal's base). */
export interface ContentImage {
  readonly url: string;
  readonly alt: string;
  readonly width: number | null;
  readonly height: number | null;
}

/** A news item as the portal lists it. */
export interface NewsItem {
  readonly uuid: string;
  readonly nid: number;
  readonly title: string;
  readonly created: string;
  readonly summaryHtml: string;
  readonly path: string;
  /** The item's picture, when it has one. */
  readonly image?: ContentImage;
  /** The language it is written in (Drupal's `langcode`), when the row says. */
  readonly language?: string;
}

/** A term of a filter vocabulary. */
export interface FilterTerm {
  readonly tid: number;
  readonly name: string;
}

export interface NewsFilterOptions {
  readonly terms: readonly FilterTerm[];
  readonly tags: readonly FilterTerm[];
}

export interface Conference {
  readonly uuid: string;
  readonly nid: number;
  readonly title: string;
  readonly summaryHtml: string;
  readonly path: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly location: string;
  /** The conference's picture, when it has one. */
  readonly image?: ContentImage;
  /** The language it is written in (Drupal's `langcode`), when the row says. */
  readonly language?: string;
}
