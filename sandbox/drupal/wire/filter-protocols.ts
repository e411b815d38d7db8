/**
 * core.services.yml's `filter_protocols`, the protocols an address may name in filtered text: UrlHelper keeps
 * them in basic_html's links (a genuine Drupal keeps `mailto:`, strips `data:` and `javascript:`), and
 * plain_text's URL filter links them.
 */
export const FILTER_PROTOCOLS: readonly string[] = [
  'http',
  'https',
  'ftp',
  'news',
  'nntp',
  'tel',
  'telnet',
  'mailto',
  'irc',
  'ssh',
  'sftp',
  'webcal',
  'rtsp',
];
