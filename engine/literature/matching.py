"""Exact feasibility for the deduction: cards into slots, every slot filled to its exact capacity.

The unknown cards must be shared out so that each slot receives exactly ``caps[s]`` cards (the
capacities add up to the number of cards). One assignment is found by augmenting paths; then, by
the classical result on perfect matchings, a card can go to a slot in *some* assignment exactly
when it does in the one found, or when the card and the slot lie in the same strongly connected
component of the residual graph (unused edges card -> slot, used edges slot -> card): the cycle
through that edge swaps cards around and yields another valid assignment.
"""

from __future__ import annotations

Assignment = tuple[list[int], list[list[int]]]  # slot of each card, cards of each slot


def assign(adj: list[list[int]], caps: list[int]) -> Assignment | None:
    """One assignment (each card to one of its slots, each slot exactly full), or None."""
    n, m = len(adj), len(caps)
    if sum(caps) != n or any(c < 0 for c in caps):
        return None
    slot_of = [-1] * n
    members: list[list[int]] = [[] for _ in range(m)]
    for c in range(n):
        for s in adj[c]:
            if len(members[s]) < caps[s]:
                slot_of[c] = s
                members[s].append(c)
                break

    def augment(c: int, seen: list[bool]) -> bool:
        for s in adj[c]:
            if seen[s]:
                continue
            seen[s] = True
            if len(members[s]) < caps[s]:
                members[s].append(c)
                slot_of[c] = s
                return True
            for other in list(members[s]):
                if augment(other, seen):
                    members[s].remove(other)
                    members[s].append(c)
                    slot_of[c] = s
                    return True
        return False

    for c in range(n):
        if slot_of[c] < 0 and not augment(c, [False] * m):
            return None
    return slot_of, members


def possible_slots(adj: list[list[int]], caps: list[int]) -> list[set[int]] | None:
    """For each card, every slot it occupies in at least one assignment (None: no assignment)."""
    found = assign(adj, caps)
    if found is None:
        return None
    slot_of, members = found
    n = len(adj)
    graph: list[list[int]] = [[n + s for s in adj[c] if s != slot_of[c]] for c in range(n)]
    graph += [list(cards) for cards in members]
    comp = components(graph)
    return [{slot_of[c]} | {s for s in adj[c] if comp[c] == comp[n + s]} for c in range(n)]


def components(graph: list[list[int]]) -> list[int]:
    """Strongly connected components (Tarjan, iterative): the component number of each node."""
    size = len(graph)
    index = [-1] * size
    low = [0] * size
    on_stack = [False] * size
    comp = [-1] * size
    stack: list[int] = []
    counter = 0
    found = 0
    for root in range(size):
        if index[root] >= 0:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = True
        work = [(root, iter(graph[root]))]
        while work:
            v, edges = work[-1]
            descended = False
            for w in edges:
                if index[w] < 0:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, iter(graph[w])))
                    descended = True
                    break
                if on_stack[w] and index[w] < low[v]:
                    low[v] = index[w]
            if descended:
                continue
            work.pop()
            if work:
                u = work[-1][0]
                if low[v] < low[u]:
                    low[u] = low[v]
            if low[v] == index[v]:
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    comp[w] = found
                    if w == v:
                        break
                found += 1
    return comp
