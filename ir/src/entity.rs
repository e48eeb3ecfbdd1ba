//! Typed entity indices and the arenas that hold IR entities.
//!
//! An id is a `u32` slot index; in debug builds it also carries the slot's generation, so a
//! use of an id whose entity was erased panics instead of silently reading whatever reuses the
//! slot. Erased slots are not reused until [`Arena::commit`] (called when a rewrite driver or
//! conversion commits), so rollback can still refer to them.

use std::marker::PhantomData;

/// Implemented by the typed ids of an arena.
pub trait EntityId: Copy + Eq + std::hash::Hash + std::fmt::Debug {
    fn new(index: u32, generation: u32) -> Self;
    fn index(self) -> u32;
    fn generation(self) -> u32;
}

macro_rules! entity_id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name {
            index: u32,
            #[cfg(debug_assertions)]
            generation: u32,
        }
        impl $crate::entity::EntityId for $name {
            #[inline]
            fn new(index: u32, _generation: u32) -> Self {
                $name {
                    index,
                    #[cfg(debug_assertions)]
                    generation: _generation,
                }
            }
            #[inline]
            fn index(self) -> u32 {
                self.index
            }
            #[inline]
            fn generation(self) -> u32 {
                #[cfg(debug_assertions)]
                {
                    self.generation
                }
                #[cfg(not(debug_assertions))]
                {
                    0
                }
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}{}", stringify!($name), self.index)
            }
        }
    };
}
pub(crate) use entity_id;

struct Slot<T> {
    generation: u32,
    data: Option<T>,
}

/// Storage for one kind of entity of a body.
pub struct Arena<I: EntityId, T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
    pending_free: Vec<u32>,
    live: usize,
    _marker: PhantomData<I>,
}

impl<I: EntityId, T> Default for Arena<I, T> {
    fn default() -> Self {
        Arena {
            slots: Vec::new(),
            free: Vec::new(),
            pending_free: Vec::new(),
            live: 0,
            _marker: PhantomData,
        }
    }
}

impl<I: EntityId, T: Clone> Clone for Arena<I, T> {
    /// Same slots, generations and free lists: ids of the original are valid in the copy.
    fn clone(&self) -> Self {
        let mut a = Arena::default();
        a.clone_from_with(self, |_, d| d.clone());
        a
    }
}

impl<I: EntityId, T> Arena<I, T> {
    /// Makes `self` a copy of `other` (same ids), copying each entity with `f`.
    pub fn clone_from_with<'o, U>(
        &mut self,
        other: &'o Arena<I, U>,
        mut f: impl FnMut(I, &'o U) -> T,
    ) {
        self.slots = other
            .slots
            .iter()
            .enumerate()
            .map(|(i, s)| Slot {
                generation: s.generation,
                data: s
                    .data
                    .as_ref()
                    .map(|d| f(I::new(i as u32, s.generation), d)),
            })
            .collect();
        self.free = other.free.clone();
        self.pending_free = other.pending_free.clone();
        self.live = other.live;
    }

    pub fn alloc(&mut self, data: T) -> I {
        self.live += 1;
        if let Some(index) = self.free.pop() {
            let slot = &mut self.slots[index as usize];
            slot.data = Some(data);
            return I::new(index, slot.generation);
        }
        let index = self.slots.len() as u32;
        self.slots.push(Slot {
            generation: 0,
            data: Some(data),
        });
        I::new(index, 0)
    }

    /// Removes an entity; its slot becomes reusable after the next [`Arena::commit`].
    pub fn free(&mut self, id: I) -> T {
        let slot = &mut self.slots[id.index() as usize];
        debug_assert_eq!(slot.generation, id.generation(), "stale id {id:?}");
        slot.generation = slot.generation.wrapping_add(1);
        self.pending_free.push(id.index());
        self.live -= 1;
        slot.data.take().expect("entity freed twice")
    }

    /// Makes the slots freed since the last commit available for reuse.
    pub fn commit(&mut self) {
        self.free.append(&mut self.pending_free);
    }

    pub fn contains(&self, id: I) -> bool {
        self.slots.get(id.index() as usize).is_some_and(|s| {
            s.data.is_some() && (cfg!(not(debug_assertions)) || s.generation == id.generation())
        })
    }

    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Live entities in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (I, &T)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.data.as_ref().map(|d| (I::new(i as u32, s.generation), d)))
    }

    /// Live entities in slot order, mutably (disjoint borrows, used for parallel passes).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (I, &mut T)> {
        self.slots
            .iter_mut()
            .enumerate()
            .filter_map(|(i, s)| s.data.as_mut().map(|d| (I::new(i as u32, s.generation), d)))
    }
}

impl<I: EntityId, T> std::ops::Index<I> for Arena<I, T> {
    type Output = T;
    #[inline]
    fn index(&self, id: I) -> &T {
        let slot = &self.slots[id.index() as usize];
        debug_assert_eq!(slot.generation, id.generation(), "stale id {id:?}");
        slot.data.as_ref().expect("use of an erased entity")
    }
}

impl<I: EntityId, T> std::ops::IndexMut<I> for Arena<I, T> {
    #[inline]
    fn index_mut(&mut self, id: I) -> &mut T {
        let slot = &mut self.slots[id.index() as usize];
        debug_assert_eq!(slot.generation, id.generation(), "stale id {id:?}");
        slot.data.as_mut().expect("use of an erased entity")
    }
}
