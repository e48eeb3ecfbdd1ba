//! Reassociation utilities of the reshape ops (upstream's `ReshapeOpsUtils` as of LLVM 19).

use super::layout::DYNAMIC;

/// Upstream's `composeReassociationIndices`: composes the reassociations of two reshapes that
/// both collapse or both expand; the one with more groups is the producer.
pub(crate) fn compose_reassociation(
    producer: &[Vec<i64>],
    consumer: &[Vec<i64>],
) -> Option<Vec<Vec<i64>>> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) = if producer.len() < consumer.len() {
        (consumer, producer)
    } else {
        (producer, consumer)
    };
    // A rank-0 result: the empty reassociation.
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let consumer_dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != consumer_dims {
        return None;
    }
    let mut composed = Vec::with_capacity(consumer.len());
    for group in consumer {
        let mut g = Vec::new();
        for &i in group {
            g.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
        }
        composed.push(g);
    }
    Some(composed)
}

/// Upstream's (LLVM 19) `getReassociationIndicesForCollapse`: the reassociation collapsing
/// `source` into `target`, found greedily from the left; trailing unit or dynamic source dims
/// join the last group.
pub(crate) fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut map: Vec<Vec<i64>> = Vec::with_capacity(target.len());
    let mut current = Vec::new();
    let mut product: i64 = 1;
    let mut s = 0usize;
    while s < source.len() {
        let t = map.len();
        if t == target.len() {
            break;
        }
        let want = target[t];
        while s < source.len() - 1 && source[s] != DYNAMIC && product.wrapping_mul(source[s]) < want
        {
            product = product.wrapping_mul(source[s]);
            current.push(s as i64);
            s += 1;
        }
        if source[s] == DYNAMIC && (want != DYNAMIC || product != 1) {
            return None;
        }
        if want == DYNAMIC && source[s] != DYNAMIC {
            return None;
        }
        if product.wrapping_mul(source[s]) != want {
            return None;
        }
        current.push(s as i64);
        s += 1;
        map.push(std::mem::take(&mut current));
        product = 1;
    }
    if map.len() != target.len() {
        return None;
    }
    for (d, &size) in source.iter().enumerate().skip(s) {
        if size != DYNAMIC && size != 1 {
            return None;
        }
        // The map is empty when the target is a scalar.
        if let Some(last) = map.last_mut() {
            last.push(d as i64);
        }
    }
    Some(map)
}

/// The private `findCollapsingReassociation` of upstream's `ComposeExpandOfCollapseOp`: the
/// reassociation collapsing `src_shape` into `result_shape` group by group.
pub(crate) fn find_collapsing_reassociation(
    src_reassoc: &[Vec<i64>],
    result_reassoc: &[Vec<i64>],
    src_shape: &[i64],
    result_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_reassoc.is_empty() {
        return reassociation_for_collapse(src_shape, result_shape);
    }
    let mut composed = Vec::new();
    for (src_indices, result_indices) in src_reassoc.iter().zip(result_reassoc) {
        let src_start = *src_indices.first()?;
        let result_start = *result_indices.first()?;
        let src_sub = src_shape.get(src_start as usize..src_start as usize + src_indices.len())?;
        let result_sub = result_shape
            .get(result_start as usize..result_start as usize + result_indices.len())?;
        let dynamic = |s: &[i64]| s.iter().filter(|d| **d == DYNAMIC).count();
        if dynamic(src_sub) >= 2 && dynamic(result_sub) >= 2 {
            return None;
        }
        if src_sub.len() == result_sub.len() {
            if src_sub != result_sub {
                return None;
            }
            composed.extend((0..src_sub.len() as i64).map(|i| vec![src_start + i]));
            continue;
        }
        let sub = reassociation_for_collapse(src_sub, result_sub)?;
        composed.extend(
            sub.into_iter()
                .map(|g| g.into_iter().map(|i| src_start + i).collect()),
        );
    }
    Some(composed)
}

/// The composed reassociation of `ComposeCollapseOfExpandOp`: the groups of the higher-rank
/// reassociation covering each group of the lower-rank one.
pub(crate) fn compose_collapse_of_expand(
    higher: &[Vec<i64>],
    lower: &[Vec<i64>],
) -> Option<Vec<Vec<i64>>> {
    let mut id = 0usize;
    let mut composed = Vec::with_capacity(lower.len());
    for lower_group in lower {
        let back = *lower_group.last()?;
        let mut g = Vec::new();
        while id < higher.len() {
            let rightmost = *higher[id].last()?;
            if rightmost > back {
                return None;
            }
            g.push(id as i64);
            id += 1;
            if rightmost == back {
                break;
            }
        }
        composed.push(g);
    }
    Some(composed)
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: i64 = DYNAMIC;

    #[test]
    fn compose() {
        let p = vec![vec![0, 1], vec![2], vec![3, 4]];
        let c = vec![vec![0, 1], vec![2]];
        assert_eq!(
            compose_reassociation(&p, &c),
            Some(vec![vec![0, 1, 2], vec![3, 4]])
        );
        assert_eq!(compose_reassociation(&c, &p), compose_reassociation(&p, &c));
        assert_eq!(compose_reassociation(&p, &p), None);
        assert_eq!(compose_reassociation(&p, &[]), Some(vec![]));
        assert_eq!(compose_reassociation(&p, &[vec![0]]), None);
    }

    #[test]
    fn collapse() {
        assert_eq!(
            reassociation_for_collapse(&[2, 3, 4], &[6, 4]),
            Some(vec![vec![0, 1], vec![2]])
        );
        assert_eq!(
            reassociation_for_collapse(&[1, 1, 1], &[1, 1]),
            Some(vec![vec![0], vec![1, 2]])
        );
        assert_eq!(reassociation_for_collapse(&[D, 3, 4], &[D, 4]), None);
        assert_eq!(
            reassociation_for_collapse(&[D, 4, 1], &[D, 4]),
            Some(vec![vec![0], vec![1, 2]])
        );
        assert_eq!(reassociation_for_collapse(&[1, D], &[]), Some(vec![]));
        assert_eq!(reassociation_for_collapse(&[3, 8], &[24, 1]), None);
    }

    #[test]
    fn collapse_of_expand() {
        // expand [[0], [1], [2, 3]] then collapse [[0, 1], [2, 3]].
        assert_eq!(
            compose_collapse_of_expand(&[vec![0], vec![1], vec![2, 3]], &[vec![0, 1], vec![2, 3]]),
            Some(vec![vec![0, 1], vec![2]])
        );
        assert_eq!(
            compose_collapse_of_expand(&[vec![0, 1], vec![2]], &[vec![0], vec![1, 2]]),
            None
        );
    }
}
