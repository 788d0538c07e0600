// The simplex machinery behind `Solver`: rows from constraints, pivots, primal and dual
// optimisation. Pivot rules follow Bland (lowest symbol id enters, ties in the ratio test go to
// the lowest basic symbol), so results do not depend on the order rows happen to be stored in and
// degenerate pivots cannot cycle.

extension Solver {
    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        markerOwner.append(-1)
        return id
    }

    mutating func symbol(for variable: Variable) -> Int32 {
        let id = Int(variable.id)
        if variableSymbol[id] < 0 { variableSymbol[id] = newSymbol(.external) }
        return variableSymbol[id]
    }

    mutating func insertRow(_ basic: Int32, _ row: Row) {
        structureEpoch &+= 1
        rowOf[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// Takes the row whose basic symbol is `basic` out of the tableau (O(1), swaps with the last).
    mutating func removeRow(of basic: Int32) -> Row {
        structureEpoch &+= 1
        let index = Int(rowOf[Int(basic)])
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOf[Int(basics[index])] = Int32(index)
        }
        rowOf[Int(basic)] = -1
        basics.removeLast()
        return rows.removeLast()
    }

    // MARK: Adding

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard constraint.expression.constant.isFinite else { throw .nonFiniteValue(constraint) }
        for term in constraint.expression.terms {
            guard term.variable.owner == owner else { throw .foreignVariable(term.variable) }
            guard term.coefficient.isFinite else { throw .nonFiniteValue(constraint) }
        }
    }

    /// Puts the constraint's row into the tableau; returns its marker symbols.
    mutating func insert(_ constraint: Constraint) throws(SolverError) -> (marker: Int32, other: Int32) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let basicRow = rowOf[Int(symbol)]
            if basicRow >= 0 {
                row.add(rows[Int(basicRow)], times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let required = constraint.priority.isRequired
        let weight = constraint.priority.weight
        var marker: Int32 = -1
        var other: Int32 = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0 becomes expr + slack = 0 (slack >= 0); >= flips the sign of the slack.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, sign)
            if !required {
                other = newSymbol(.error)
                row.add(other, -sign)
                objective.add(other, weight)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                row.add(marker, 1)
            } else {
                // expr = plus - minus, both >= 0 and both weighted in the objective.
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.add(marker, -1)
                row.add(other, 1)
                objective.add(marker, weight)
                objective.add(other, weight)
            }
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && allDummies(row) {
            if !Row.nearZero(row.constant) {
                // The row says 0 = nonzero constant + (dummies of required equalities): those
                // equalities and this one cannot hold together.
                throw .unsatisfiable(constraint, conflicts: owners(of: row, excluding: marker))
            }
            subject = marker // redundant but consistent: keep it, keyed by its own dummy
        }
        if subject < 0 {
            let conflicts = try addWithArtificialVariable(row, excluding: marker)
            if let conflicts {
                try optimizeObjective() // the artificial phase may have left the objective suboptimal
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(subject, row)
        }
        return (marker, other)
    }

    /// A symbol the new row can be solved for without breaking feasibility, or -1.
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        var best: Int32 = -1
        for symbol in row.symbols where kinds[Int(symbol)] == .external {
            if best < 0 || symbol < best { best = symbol }
        }
        if best >= 0 { return best }
        if marker >= 0, kinds[Int(marker)] == .slack || kinds[Int(marker)] == .error, row.coefficient(for: marker) < 0 {
            return marker
        }
        if other >= 0, kinds[Int(other)] == .slack || kinds[Int(other)] == .error, row.coefficient(for: other) < 0 {
            return other
        }
        return -1
    }

    func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
    }

    /// Required constraints whose markers occur in `row` (a certificate of infeasibility).
    func owners(of row: Row, excluding marker: Int32) -> [Constraint] {
        var seen: Set<Int32> = []
        var result: [Constraint] = []
        for symbol in row.symbols.sorted() where symbol != marker {
            let owner = markerOwner[Int(symbol)]
            guard owner >= 0, records[Int(owner)].constraint.priority.isRequired, seen.insert(owner).inserted else { continue }
            result.append(records[Int(owner)].constraint)
        }
        return result
    }

    /// Phase one with an artificial variable; returns nil on success, else the conflicting
    /// constraints (the row of the new constraint is then left out of the tableau).
    mutating func addWithArtificialVariable(_ row: Row, excluding marker: Int32) throws(SolverError) -> [Constraint]? {
        let art = newSymbol(.slack)
        insertRow(art, row)
        artificial = row
        hasArtificial = true
        defer {
            hasArtificial = false
            artificial = Row()
        }
        try optimize(artificialPhase: true)
        let success = Row.nearZero(artificial.constant)
        let certificate = artificial

        if rowOf[Int(art)] >= 0 {
            var artRow = removeRow(of: art)
            if !success {
                // Dropping the row drops the new constraint; every pivot so far kept the old
                // system feasible, so the tableau is valid without it.
                return owners(of: certificate, excluding: marker)
            }
            if !artRow.isEmpty {
                if let entering = pivotableSymbol(in: artRow) {
                    artRow.solve(for: entering, leaving: art)
                    substitute(entering, with: artRow)
                    insertRow(entering, artRow)
                }
                // Only dummies left: the relation is implied by required equalities; drop it.
            }
        }
        if !success { return owners(of: certificate, excluding: marker) }
        structureEpoch &+= 1
        for i in 0..<rows.count { rows[i].remove(art) }
        objective.remove(art)
        return nil
    }

    func pivotableSymbol(in row: Row) -> Int32? {
        var best: Int32 = -1
        for symbol in row.symbols where kinds[Int(symbol)] == .slack || kinds[Int(symbol)] == .error {
            if best < 0 || symbol < best { best = symbol }
        }
        if best >= 0 { return best }
        for symbol in row.symbols where kinds[Int(symbol)] == .external {
            if best < 0 || symbol < best { best = symbol }
        }
        return best >= 0 ? best : nil
    }

    /// Replaces `symbol` by `row` in every row and the objective(s); records rows made infeasible.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        structureEpoch &+= 1
        for i in 0..<rows.count {
            rows[i].substitute(symbol, with: row)
            if rows[i].constant < 0 {
                let basic = basics[i]
                if kinds[Int(basic)] != .external { infeasible.append(basic) }
            }
        }
        objective.substitute(symbol, with: row)
        if hasArtificial { artificial.substitute(symbol, with: row) }
    }

    mutating func pivot(entering: Int32, leaving: Int32) {
        pivotCount &+= 1
        var row = removeRow(of: leaving)
        row.solve(for: entering, leaving: leaving)
        substitute(entering, with: row)
        insertRow(entering, row)
    }

    // MARK: Optimising

    mutating func optimizeObjective() throws(SolverError) {
        try optimize(artificialPhase: false)
    }

    /// Primal simplex on the objective (or the artificial objective in phase one).
    mutating func optimize(artificialPhase: Bool) throws(SolverError) {
        while true {
            var entering: Int32 = -1
            do {
                let target = artificialPhase ? artificial : objective
                for k in 0..<target.symbols.count {
                    let symbol = target.symbols[k]
                    if target.coefficients[k] < 0, kinds[Int(symbol)] != .dummy, entering < 0 || symbol < entering {
                        entering = symbol
                    }
                }
            }
            if entering < 0 { return }
            var leaving: Int32 = -1
            var best = Double.greatestFiniteMagnitude
            for i in 0..<rows.count {
                let basic = basics[i]
                if kinds[Int(basic)] == .external { continue }
                let coefficient = rows[i].coefficient(for: entering)
                if coefficient < 0 {
                    let ratio = -rows[i].constant / coefficient
                    if ratio < best || (ratio == best && basic < leaving) {
                        best = ratio
                        leaving = basic
                    }
                }
            }
            if leaving < 0 { throw .internalError("the objective is unbounded (entering symbol \(entering))") }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility of rows made negative by an edit, keeping optimality.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let index = rowOf[Int(leaving)]
            if index < 0 || rows[Int(index)].constant >= 0 { continue }
            var entering: Int32 = -1
            var best = Double.greatestFiniteMagnitude
            let r = Int(index)
            for k in 0..<rows[r].symbols.count {
                let symbol = rows[r].symbols[k]
                let coefficient = rows[r].coefficients[k]
                if coefficient > 0, kinds[Int(symbol)] != .dummy {
                    let ratio = objective.coefficient(for: symbol) / coefficient
                    if ratio < best || (ratio == best && symbol < entering) {
                        best = ratio
                        entering = symbol
                    }
                }
            }
            if entering < 0 { throw .internalError("dual optimise found no entering symbol") }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Shifts the edit constraint `variable == value` of edit `slot` by `delta` and re-solves.
    @inline(__always)
    mutating func applyEditDelta(slot: Int, delta: Double) throws(SolverError) {
        let plus = edits[slot].plus
        let plusRow = rowOf[Int(plus)]
        if plusRow >= 0 {
            rows[Int(plusRow)].constant -= delta
            if rows[Int(plusRow)].constant < 0 { infeasible.append(plus) }
        } else {
            let minus = edits[slot].minus
            let minusRow = rowOf[Int(minus)]
            if minusRow >= 0 {
                rows[Int(minusRow)].constant += delta
                if rows[Int(minusRow)].constant < 0 { infeasible.append(minus) }
            } else {
                // Both errors are parameters: every row mentioning `plus` moves with it.
                if edits[slot].cachedEpoch != structureEpoch { cacheRows(mentioning: plus, slot: slot) }
                for k in 0..<edits[slot].cachedRows.count {
                    let i = Int(edits[slot].cachedRows[k])
                    rows[i].constant += delta * edits[slot].cachedCoefficients[k]
                    if rows[i].constant < 0, kinds[Int(basics[i])] != .external {
                        infeasible.append(basics[i])
                    }
                }
            }
        }
        if !infeasible.isEmpty { try dualOptimize() }
    }

    /// Records which rows mention `plus` (and how much) for edit `slot`.
    mutating func cacheRows(mentioning plus: Int32, slot: Int) {
        edits[slot].cachedRows.removeAll(keepingCapacity: true)
        edits[slot].cachedCoefficients.removeAll(keepingCapacity: true)
        for i in 0..<rows.count {
            let coefficient = rows[i].coefficient(for: plus)
            if coefficient != 0 {
                edits[slot].cachedRows.append(Int32(i))
                edits[slot].cachedCoefficients.append(coefficient)
            }
        }
        edits[slot].cachedEpoch = structureEpoch
    }

    // MARK: Removing

    mutating func removeRecord(_ index: Int) throws(SolverError) {
        let record = records[index]
        let constraint = record.constraint
        if !constraint.priority.isRequired {
            let weight = constraint.priority.weight
            for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
                let row = rowOf[Int(symbol)]
                if row >= 0 {
                    objective.add(rows[Int(row)], times: -weight)
                } else {
                    objective.add(symbol, -weight)
                }
            }
            let count = (priorityCounts[constraint.priority.value] ?? 1) - 1
            priorityCounts[constraint.priority.value] = count > 0 ? count : nil
        }
        let marker = record.marker
        if rowOf[Int(marker)] >= 0 {
            _ = removeRow(of: marker)
        } else if let leaving = markerLeavingRow(marker) {
            pivot(entering: marker, leaving: leaving)
            _ = removeRow(of: marker)
        }
        // else: no row mentions the marker, so the constraint no longer shapes the tableau.
        markerOwner[Int(marker)] = -1
        if record.other >= 0 { markerOwner[Int(record.other)] = -1 }
        recordIndex[constraint.id] = nil
        freeRecords.append(Int32(index))
        try optimizeObjective()
    }

    /// The row to pivot the marker of a removed constraint into the basis.
    ///
    /// First choice: the row of a redundant required equality (a basic dummy) that mentions the
    /// marker. Such a row says "these equalities imply each other"; pivoting on it lets the
    /// redundant constraint take over, so x == 10 stays true after removing one of two
    /// constraints that both say so. Choosing any other row (as kiwi and its ports do) would put
    /// non-dummy symbols into the dummy's row and silently break the surviving equality.
    /// Then kiwi's choices: a restricted row that stays feasible, any restricted row, an external.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var dependent: Int32 = -1
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for i in 0..<rows.count {
            let coefficient = rows[i].coefficient(for: marker)
            if coefficient == 0 { continue }
            let basic = basics[i]
            if kinds[Int(basic)] == .dummy {
                if dependent < 0 || basic < dependent { dependent = basic }
            } else if kinds[Int(basic)] == .external {
                if third < 0 || basic < third { third = basic }
            } else if coefficient < 0 {
                let ratio = -rows[i].constant / coefficient
                if ratio < r1 || (ratio == r1 && basic < first) { r1 = ratio; first = basic }
            } else {
                let ratio = rows[i].constant / coefficient
                if ratio < r2 || (ratio == r2 && basic < second) { r2 = ratio; second = basic }
            }
        }
        if dependent >= 0 { return dependent }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
