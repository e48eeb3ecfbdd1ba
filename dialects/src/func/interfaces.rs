//! The interfaces of the `func` ops, attached by name: `CallOpInterface` (`func.call`,
//! `func.call_indirect`), `CallableOpInterface` and `FunctionOpInterface` (`func.func`;
//! its checks are [`super::verify_func`]'s), the dialect's inliner interface (upstream's
//! `FuncInlinerInterface`), and typed views of `func.func`, `func.call` and `func.return`.
//! `func.return` is `ReturnLike`, hence a region-branch terminator.

use super::{prop, ARG_ATTRS, FUNCTION_TYPE, RES_ATTRS, SYM_NAME};
use rmlir_ir::body::{InsertPoint, OpSpec};
use rmlir_ir::interfaces::inliner::DialectInlinerInterface;
use rmlir_ir::interfaces::{
    CallOpInterface, CallableOpInterface, Callee, DialectInterfaces, FunctionOpInterface,
    OpInterfaces,
};
use rmlir_ir::ods::view::OpView;
use rmlir_ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, RegionId, Type, ValueId};
use std::ops::Range;

/// The `func` interfaces (list after [`super::FuncDialect`]).
pub static FUNC_INTERFACES: DialectInterfaces = DialectInterfaces {
    namespace: "func",
    ops: op_interfaces,
    inliner: Some(&FuncInliner),
};

macro_rules! view {
    ($(#[$m:meta])* $name:ident = $op:literal) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub struct $name(pub OpId);
        impl OpView for $name {
            const NAME: &'static str = $op;
            fn wrap(op: OpId) -> Self {
                $name(op)
            }
            fn op(self) -> OpId {
                self.0
            }
        }
    };
}

view!(
    /// `func.func`.
    FuncOp = "func.func"
);
view!(
    /// `func.call`.
    CallOp = "func.call"
);
view!(
    /// `func.call_indirect`.
    CallIndirectOp = "func.call_indirect"
);
view!(
    /// `func.return`.
    ReturnOp = "func.return"
);

impl FuncOp {
    /// `sym_name`, as text.
    pub fn sym_name<'c>(&self, ctx: &'c Context, body: &Body) -> Option<&'c str> {
        let a = prop(&body.op(self.0).props, SYM_NAME)?;
        ctx.attr_str(a).and_then(|s| std::str::from_utf8(s).ok())
    }
    /// `function_type`.
    pub fn function_type(&self, ctx: &Context, body: &Body) -> Option<Type> {
        match ctx.attr_kind(prop(&body.op(self.0).props, FUNCTION_TYPE)?) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// `arg_attrs`.
    pub fn arg_attrs(&self, body: &Body) -> Option<Attribute> {
        prop(&body.op(self.0).props, ARG_ATTRS)
    }
    /// `res_attrs`.
    pub fn res_attrs(&self, body: &Body) -> Option<Attribute> {
        prop(&body.op(self.0).props, RES_ATTRS)
    }
    /// The body region (in the function's own body: `body.op_regions(op).0`).
    pub fn body_region(&self, body: &Body) -> Option<RegionId> {
        body.op_regions(self.0).1.first().copied()
    }
    /// The entry block's arguments (values of the function's own body).
    pub fn arguments<'b>(&self, body: &'b Body) -> &'b [ValueId] {
        let (rb, rs) = body.op_regions(self.0);
        match rs.first().and_then(|r| rb.entry_block(*r)) {
            Some(b) => rb.block_args(b),
            None => &[],
        }
    }
}

impl CallOp {
    /// `callee` (a flat symbol reference).
    pub fn callee(&self, body: &Body) -> Option<Attribute> {
        prop(&body.op(self.0).props, 0)
    }
    /// The arguments.
    pub fn operands(&self, body: &Body) -> Vec<ValueId> {
        body.operands(self.0).collect()
    }
}

impl CallIndirectOp {
    /// The callee value.
    pub fn callee(&self, body: &Body) -> ValueId {
        body.operand(self.0, 0)
    }
    /// The arguments.
    pub fn callee_operands(&self, body: &Body) -> Vec<ValueId> {
        body.operands(self.0).skip(1).collect()
    }
}

impl ReturnOp {
    /// The returned values.
    pub fn operands(&self, body: &Body) -> Vec<ValueId> {
        body.operands(self.0).collect()
    }
}

fn call_callee(_: &Context, body: &Body, op: OpId) -> Option<Callee> {
    CallOp(op).callee(body).map(Callee::Symbol)
}

fn all_operands(_: &Context, body: &Body, op: OpId) -> Range<usize> {
    0..body.num_operands(op)
}

fn indirect_callee(_: &Context, body: &Body, op: OpId) -> Option<Callee> {
    (body.num_operands(op) > 0).then(|| Callee::Value(body.operand(op, 0)))
}

fn indirect_args(_: &Context, body: &Body, op: OpId) -> Range<usize> {
    1.min(body.num_operands(op))..body.num_operands(op)
}

fn func_region(_: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let (rb, rs) = body.op_regions(op);
    rs.first().copied().filter(|r| !rb.region_is_empty(*r))
}

fn func_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    FuncOp(op).function_type(ctx, body)
}

fn func_inputs(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    rmlir_ir::interfaces::function::argument_types(ctx, body, op)
}

fn func_results(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    rmlir_ir::interfaces::function::result_types(ctx, body, op)
}

fn func_arg_attrs(_: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    FuncOp(op).arg_attrs(body)
}

fn func_res_attrs(_: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    FuncOp(op).res_attrs(body)
}

fn op_interfaces() -> Vec<(&'static str, OpInterfaces)> {
    vec![
        (
            "func.call",
            OpInterfaces {
                call: Some(CallOpInterface {
                    callee: call_callee,
                    arg_operands: all_operands,
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "func.call_indirect",
            OpInterfaces {
                call: Some(CallOpInterface {
                    callee: indirect_callee,
                    arg_operands: indirect_args,
                }),
                ..OpInterfaces::NONE
            },
        ),
        (
            "func.func",
            OpInterfaces {
                callable: Some(CallableOpInterface {
                    callable_region: func_region,
                    argument_types: func_inputs,
                    result_types: func_results,
                }),
                function: Some(FunctionOpInterface {
                    function_type: func_type,
                    arg_attrs: func_arg_attrs,
                    res_attrs: func_res_attrs,
                }),
                ..OpInterfaces::NONE
            },
        ),
    ]
}

/// Upstream's `FuncInlinerInterface`: calls, regions and ops are all legal to inline;
/// `func.return` becomes a `cf.br` to the continuation block, or its operands replace the
/// call's results.
pub struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn is_legal_to_inline_call(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: &Body,
        _: OpId,
        _: bool,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: &Body,
        _: RegionId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: &Body,
        _: RegionId,
        _: bool,
    ) -> bool {
        true
    }
    fn handle_terminator_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        new_dest: BlockId,
    ) {
        if !ReturnOp::isa(ctx, body, op) {
            return;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let mut spec = OpSpec::new(ctx.op_name("cf.br"), body.loc(op));
        spec.operands = &operands;
        spec.successors = std::slice::from_ref(&new_dest);
        let br = body.create_op(spec);
        body.insert_op(br, InsertPoint::Before(op));
        body.erase_op(op);
    }
    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        values: &[ValueId],
    ) {
        if !ReturnOp::isa(ctx, body, op) {
            return;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        for (from, to) in values.iter().zip(operands) {
            body.replace_all_uses(*from, to);
        }
    }
}
