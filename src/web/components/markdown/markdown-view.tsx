/**
 * Renders a Markdown body (learn pages, news) safely: react-markdown with
 * GitHub-flavoured Markdown and NO raw-HTML plugin, so HTML in a body
 * (a <script>, an onerror attribute) is shown as text and never runs;
 * react-markdown's URL filter drops javascript: and other unsafe links.
 * Links to other pages of the app navigate in place; links elsewhere open
 * in a new tab without access to this page (noopener noreferrer).
 */
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { cn } from '#web/lib/cn.ts';

const heading = 'scroll-mt-24 font-bold tracking-tight text-foreground';

function MarkdownLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  const className =
    'font-medium text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
  if (href && href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} {...props}>
        {children}
      </Link>
    );
  }
  if (href && href.startsWith('#')) {
    return (
      <a href={href} className={className} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer nofollow" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & { node?: unknown };

const components: Components = {
  // The page title is the page's h1, so a body's top-level headings become h2.
  h1: ({ node: _node, className, ...props }: Props<'h1'>) => <h2 className={cn(heading, 'mt-10 text-2xl', className)} {...props} />,
  h2: ({ node: _node, className, ...props }: Props<'h2'>) => <h2 className={cn(heading, 'mt-10 text-2xl', className)} {...props} />,
  h3: ({ node: _node, className, ...props }: Props<'h3'>) => <h3 className={cn(heading, 'mt-8 text-xl', className)} {...props} />,
  h4: ({ node: _node, className, ...props }: Props<'h4'>) => <h4 className={cn(heading, 'mt-6 text-lg', className)} {...props} />,
  h5: ({ node: _node, className, ...props }: Props<'h5'>) => <h5 className={cn(heading, 'mt-6 text-base', className)} {...props} />,
  h6: ({ node: _node, className, ...props }: Props<'h6'>) => <h6 className={cn(heading, 'mt-6 text-sm uppercase', className)} {...props} />,
  p: ({ node: _node, className, ...props }: Props<'p'>) => <p className={cn('mt-4 leading-7', className)} {...props} />,
  a: MarkdownLink,
  ul: ({ node: _node, className, ...props }: Props<'ul'>) => <ul className={cn('mt-4 list-disc space-y-2 pl-6 marker:text-primary', className)} {...props} />,
  ol: ({ node: _node, className, ...props }: Props<'ol'>) => <ol className={cn('mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-primary', className)} {...props} />,
  li: ({ node: _node, className, ...props }: Props<'li'>) => <li className={cn('pl-1 leading-7 [&>p]:mt-2', className)} {...props} />,
  blockquote: ({ node: _node, className, ...props }: Props<'blockquote'>) => (
    <blockquote className={cn('mt-6 border-l-4 border-primary/60 bg-muted/50 py-2 pr-4 pl-4 text-muted-foreground italic [&>p]:mt-0', className)} {...props} />
  ),
  hr: ({ node: _node, className, ...props }: Props<'hr'>) => <hr className={cn('my-8 border-border', className)} {...props} />,
  strong: ({ node: _node, className, ...props }: Props<'strong'>) => <strong className={cn('font-semibold text-foreground', className)} {...props} />,
  code: ({ node: _node, className, ...props }: Props<'code'>) => (
    <code className={cn('rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em] text-foreground [pre_&]:bg-transparent [pre_&]:p-0', className)} {...props} />
  ),
  pre: ({ node: _node, className, ...props }: Props<'pre'>) => (
    <pre className={cn('mt-4 overflow-x-auto rounded-lg border bg-muted p-4 text-sm leading-6', className)} {...props} />
  ),
  table: ({ node: _node, className, ...props }: Props<'table'>) => (
    <div className="mt-6 w-full overflow-x-auto rounded-lg border">
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  ),
  thead: ({ node: _node, className, ...props }: Props<'thead'>) => <thead className={cn('bg-muted', className)} {...props} />,
  th: ({ node: _node, className, ...props }: Props<'th'>) => <th className={cn('border-b px-3 py-2 font-semibold text-foreground', className)} {...props} />,
  td: ({ node: _node, className, ...props }: Props<'td'>) => <td className={cn('border-b px-3 py-2 align-top', className)} {...props} />,
  img: ({ node: _node, className, alt, ...props }: Props<'img'>) => (
    <img className={cn('mt-6 h-auto max-w-full rounded-lg border', className)} alt={alt ?? ''} loading="lazy" decoding="async" {...props} />
  ),
  input: ({ node: _node, ...props }: Props<'input'>) => (
    <input {...props} disabled aria-label={props.checked ? 'Done' : 'Not done'} className="mr-2 align-middle accent-primary" />
  ),
};

export function MarkdownView({ body, className }: { body: string; className?: string }) {
  return (
    <div data-slot="markdown" className={cn('min-w-0 text-base break-words text-foreground/90 [&>:first-child]:mt-0', className)}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {body}
      </Markdown>
    </div>
  );
}
