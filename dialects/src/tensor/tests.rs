use super::verify::{collapsed_shape, packed_shape};
use rmlir_ir::types::DYNAMIC;

#[test]
fn every_format_parses() {
    for d in super::OPS {
        let _ = d.info();
    }
}

#[test]
fn collapsed_shape_multiplies_groups() {
    assert_eq!(
        collapsed_shape(&[2, 3, DYNAMIC, 4], &[vec![0, 1], vec![2, 3]]),
        vec![6, DYNAMIC]
    );
}

#[test]
fn packed_shape_tiles_and_permutes() {
    assert_eq!(
        packed_shape(&[16, 257], &[8, 32], &[0, 1], &[1, 0]),
        vec![9, 2, 8, 32]
    );
    assert_eq!(
        packed_shape(&[DYNAMIC, 4], &[DYNAMIC], &[1], &[]),
        vec![DYNAMIC, DYNAMIC, DYNAMIC]
    );
}
