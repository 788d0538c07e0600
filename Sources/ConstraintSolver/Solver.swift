import Synchronization

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001): linear equalities and
/// inequalities, required or weighted by `Priority`, with edit variables re-solved by the dual
/// simplex method.
///
/// Values are always current: read them with `value(of:)` after any change, there is no separate
/// "update variables" step. A solver is a value (copying it snapshots the system) and is not
/// meant to be shared between threads while it changes.
///
/// Tableau layout: symbols are dense `Int32` ids; per-symbol facts live in flat arrays indexed by
/// id (`kinds`, `rowOf`); rows live in one array with their basic symbol beside them. The hot path
/// (`suggestValue`, `value(of:)`) touches only these arrays: no hashing, no class instances.
public struct Solver {
    private static let solverCounter = Atomic<UInt32>(0)

    let owner: UInt32
    var variableNames: [String] = []
    /// Tableau symbol of each variable, -1 until a constraint mentions it.
    var variableSymbol: [Int32] = []
    /// Index into `edits` for each variable, -1 when not edited.
    var editIndex: [Int32] = []

    var kinds: [SymbolKind] = []
    /// Row index of each symbol when basic, else -1.
    var rowOf: [Int32] = []
    /// Record index of the constraint a marker symbol belongs to, else -1 (for conflict reports).
    var markerOwner: [Int32] = []

    var rows: [Row] = []
    var basics: [Int32] = []
    var objective = Row()
    var artificial = Row()
    var hasArtificial = false
    var infeasible: [Int32] = []

    var records: [ConstraintRecord] = []
    var recordIndex: [ConstraintID: Int32] = [:]
    var freeRecords: [Int32] = []
    var edits: [EditRecord] = []

    /// Bumped whenever a row appears, disappears or has its cells changed (not its constant).
    var structureEpoch = 0
    /// Pivots performed so far (for tests and benchmarks: re-solving a template should need few).
    public internal(set) var pivotCount = 0
    /// Number of non-required constraints per priority value (for the strength check).
    var priorityCounts: [Double: Int] = [:]
    /// Debug builds only: situations where lower priorities together outweigh a higher one
    /// (see `Priority` for the float-strength caveat). Always empty in release builds.
    public internal(set) var strengthWarnings: [String] = []

    /// An empty solver.
    public init() {
        owner = Solver.solverCounter.wrappingAdd(1, ordering: .relaxed).newValue
        rows.reserveCapacity(32)
        basics.reserveCapacity(32)
        infeasible.reserveCapacity(16)
    }

    /// A new unknown of this solver; `name` appears in messages.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let id = Int32(variableNames.count)
        variableNames.append(name.isEmpty ? "v\(id)" : name)
        variableSymbol.append(-1)
        editIndex.append(-1)
        return Variable(id: id, owner: owner)
    }

    /// The name given to `variable` when it was made.
    public func name(of variable: Variable) -> String {
        variable.owner == owner && Int(variable.id) < variableNames.count ? variableNames[Int(variable.id)] : "v\(variable.id)?"
    }

    /// Number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { recordIndex.count }

    /// Whether `constraint` (this identity) is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { recordIndex[constraint.id] != nil }

    /// The current value of `variable` (0 when no constraint mentions it). O(1).
    @inline(__always)
    public func value(of variable: Variable) -> Double {
        precondition(variable.owner == owner, "variable of another solver")
        let symbol = variableSymbol[Int(variable.id)]
        if symbol < 0 { return 0 }
        let row = rowOf[Int(symbol)]
        return row < 0 ? 0 : rows[Int(row)].constant
    }

    /// Adds a constraint and re-optimises.
    /// - Throws: `.duplicateConstraint`, `.unsatisfiable` (with the conflicting constraints),
    ///   `.invalidPriority`, `.foreignVariable`, `.nonFiniteValue`; the solver is unchanged then.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        if recordIndex[constraint.id] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        let tag = try insert(constraint)
        let index: Int32
        if let free = freeRecords.popLast() {
            index = free
            records[Int(free)] = ConstraintRecord(constraint: constraint, marker: tag.marker, other: tag.other)
        } else {
            index = Int32(records.count)
            records.append(ConstraintRecord(constraint: constraint, marker: tag.marker, other: tag.other))
        }
        recordIndex[constraint.id] = index
        markerOwner[Int(tag.marker)] = index
        if tag.other >= 0 { markerOwner[Int(tag.other)] = index }
        if !constraint.priority.isRequired {
            priorityCounts[constraint.priority.value, default: 0] += 1
            #if DEBUG
            checkStrengthDominance(around: constraint.priority)
            #endif
        }
        try optimizeObjective()
    }

    /// Adds several constraints, stopping at the first error (those before it stay added).
    public mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint and re-optimises. - Throws: `.unknownConstraint`.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex[constraint.id] else { throw .unknownConstraint(constraint) }
        for edit in edits where edit.constraint.id == constraint.id {
            return try removeEditVariable(edit.variable)
        }
        try removeRecord(Int(index))
    }

    /// Makes `variable` editable at `priority` (1...999) with a suggested value of 0.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority = 999) throws(SolverError) {
        guard variable.owner == owner else { throw .foreignVariable(variable) }
        let id = Int(variable.id)
        if editIndex[id] >= 0 { throw .duplicateEditVariable(variable, name: variableNames[id]) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if priority.isRequired { throw .requiredEditVariable(variable, name: variableNames[id]) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, name: "edit(\(variableNames[id]))")
        try add(constraint)
        let record = records[Int(recordIndex[constraint.id]!)]
        editIndex[id] = Int32(edits.count)
        edits.append(EditRecord(variable: variable, constraint: constraint, plus: record.marker, minus: record.other, constant: 0))
    }

    /// Stops editing `variable` (its edit constraint is removed). - Throws: `.unknownEditVariable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard variable.owner == owner else { throw .foreignVariable(variable) }
        let id = Int(variable.id)
        let slot = Int(editIndex[id])
        guard slot >= 0 else { throw .unknownEditVariable(variable, name: variableNames[id]) }
        let edit = edits[slot]
        let last = edits.count - 1
        if slot != last {
            edits[slot] = edits[last]
            editIndex[Int(edits[slot].variable.id)] = Int32(slot)
        }
        edits.removeLast()
        editIndex[id] = -1
        try removeRecord(Int(recordIndex[edit.constraint.id]!))
    }

    /// Whether `variable` is an edit variable.
    public func isEditVariable(_ variable: Variable) -> Bool {
        variable.owner == owner && editIndex[Int(variable.id)] >= 0
    }

    /// Suggests a value for an edit variable and re-solves (dual simplex). Cheap when the value
    /// did not change. - Throws: `.unknownEditVariable`.
    @inline(__always)
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let id = Int(variable.id)
        guard variable.owner == owner, editIndex[id] >= 0 else {
            throw .unknownEditVariable(variable, name: name(of: variable))
        }
        let slot = Int(editIndex[id])
        let delta = value - edits[slot].constant
        if delta == 0 { return }
        edits[slot].constant = value
        try applyEditDelta(slot: slot, delta: delta)
    }

    /// The constraints currently in the solver, in no particular order.
    public var constraints: [Constraint] {
        recordIndex.values.map { records[Int($0)].constraint }
    }
}
