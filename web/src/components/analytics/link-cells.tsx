// A tracked link's cells, wherever links are listed (/analytics → Links, a campaign's page): the
// short link with its copy button, and the destination opening in a new tab.
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Link from '@cloudscape-design/components/link';
import type { LinkView } from '#contracts/analytics';

const COPIED = 'Short link copied';
const COPY_FAILED = 'Could not copy. Select the link and copy it yourself.';

export function ShortLinkCell({ link }: { link: LinkView }) {
  return (
    <CopyToClipboard
      variant="inline"
      textToCopy={link.shortUrl}
      copyButtonAriaLabel={`Copy the short link of ${link.title}`}
      copySuccessText={COPIED}
      copyErrorText={COPY_FAILED}
    />
  );
}

export function DestinationCell({ link }: { link: LinkView }) {
  return (
    <Link href={link.url} external>
      {link.url}
    </Link>
  );
}
