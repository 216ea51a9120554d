import type { WhitelabelNode } from './system';

/** The modules that are on: a node counts only when it and every ancestor are '1'. */
export function enabledModules(tree: WhitelabelNode[]): Set<string> {
  const on = new Set<string>();
  const walk = (nodes: WhitelabelNode[]) => {
    for (const node of nodes) {
      if (node.enabled !== '1') continue;
      on.add(node.modId);
      walk(node.childrenNodes);
    }
  };
  walk(tree);
  return on;
}

export function isModuleOn(module: string | null, on: Set<string>): boolean {
  return module === null || on.has(module);
}
