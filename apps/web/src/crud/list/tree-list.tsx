import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** One node of a tree: its children, or a function that shows them when opened. */
export interface TreeNode {
  id: string;
  label: string;
  detail?: string;
  href?: string;
  children?: readonly TreeNode[];
  /** Children loaded on demand (a woreda's kebeles). */
  renderChildren?: () => ReactNode;
  hasChildren?: boolean;
}

/** One node with its toggle, its link and (when open) its children. */
export function TreeItem({ node, level }: { node: TreeNode; level: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(level === 0);
  const expandable = Boolean(node.children?.length || node.hasChildren);
  return (
    <Box
      component="li"
      role="treeitem"
      aria-expanded={expandable ? open : undefined}
      aria-level={level + 1}
      sx={{ listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        {expandable ? (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-label={t(open ? 'crud.collapse' : 'crud.expand', { name: node.label })}
            data-testid={`tree-toggle-${node.id}`}
          >
            {open ? (
              <ExpandMore />
            ) : (
              <ChevronRight
                sx={{
                  transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                }}
              />
            )}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        {node.href ? (
          <Link
            component={RouterLink}
            to={node.href}
            dir="auto"
            data-testid={`tree-node-${node.id}`}
          >
            {node.label}
          </Link>
        ) : (
          <Typography dir="auto">{node.label}</Typography>
        )}
        {node.detail && (
          <Typography variant="body2" color="text.secondary">
            {node.detail}
          </Typography>
        )}
      </Box>
      {open && expandable && (
        <Box component="ul" role="group" sx={{ m: 0, pl: 3 }}>
          {node.children?.map((child) => (
            <TreeItem key={child.id} node={child} level={level + 1} />
          ))}
          {node.renderChildren?.()}
        </Box>
      )}
    </Box>
  );
}

/** An expandable tree of links, each level indented (mirrored in right-to-left). */
export function TreeList({ nodes, label }: { nodes: readonly TreeNode[]; label: string }) {
  return (
    <Box component="ul" role="tree" aria-label={label} sx={{ m: 0, p: 0 }} data-testid="tree">
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} level={0} />
      ))}
    </Box>
  );
}
