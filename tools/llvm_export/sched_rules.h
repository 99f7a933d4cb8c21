// sched_rules.h: turns probe results into ordered condition rules (the model YAML's `when:` lists).
//
// Input: the probes of one opcode (sched_probe.h) and the answer LLVM gave for each (a resolved
// class, or a predicate result). Output: a short first-match-wins rule list in the Condition
// language of mcalens.analysis.machine.model, checked against every probe before it is written.
#pragma once

#include "sched_probe.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace sched_export {

struct Cond {
  std::vector<std::pair<unsigned, unsigned>> same, diff;
  std::vector<std::pair<unsigned, std::vector<int64_t>>> immIn, immNotIn;
  std::vector<unsigned> nullIn, nullNotIn, isExpr;
  std::vector<std::pair<unsigned, std::vector<unsigned>>> regIn, regNotIn;
  unsigned flagsAll = 0, flagsNone = 0;  // MCInst flag bits that must all be set / all be clear
  std::vector<int64_t> numOpsIn, numOpsNotIn;  // the operand count is in / not in the list
  // Register operands that appear again / do not appear again among the later operands.
  std::vector<unsigned> repeated, notRepeated;

  bool empty() const {
    return same.empty() && diff.empty() && immIn.empty() && immNotIn.empty() && nullIn.empty() &&
           nullNotIn.empty() && isExpr.empty() && regIn.empty() && regNotIn.empty() && !flagsAll &&
           !flagsNone && numOpsIn.empty() && numOpsNotIn.empty() && repeated.empty() && notRepeated.empty();
  }

  // Same semantics as mcalens.analysis.machine.model.Condition.holds.
  bool holds(const llvm::MCInst &MI) const {
    unsigned N = MI.getNumOperands();
    auto Reg = [&](unsigned I) { return I < N && MI.getOperand(I).isReg(); };
    for (auto [A, B] : same)
      if (!Reg(A) || !Reg(B) || MI.getOperand(A).getReg() == 0 ||
          MI.getOperand(A).getReg() != MI.getOperand(B).getReg())
        return false;
    for (auto [A, B] : diff)
      if (!Reg(A) || !Reg(B) || MI.getOperand(A).getReg() == MI.getOperand(B).getReg())
        return false;
    for (const auto &[I, Vs] : immIn)
      if (I >= N || !MI.getOperand(I).isImm() ||
          !std::binary_search(Vs.begin(), Vs.end(), MI.getOperand(I).getImm()))
        return false;
    for (const auto &[I, Vs] : immNotIn)
      if (I >= N || !MI.getOperand(I).isImm() ||
          std::binary_search(Vs.begin(), Vs.end(), MI.getOperand(I).getImm()))
        return false;
    for (unsigned I : nullIn)
      if (!Reg(I) || MI.getOperand(I).getReg() != 0)
        return false;
    for (unsigned I : nullNotIn)
      if (!Reg(I) || MI.getOperand(I).getReg() == 0)
        return false;
    for (const auto &[I, Rs] : regIn)
      if (!Reg(I) || std::find(Rs.begin(), Rs.end(), MI.getOperand(I).getReg()) == Rs.end())
        return false;
    for (const auto &[I, Rs] : regNotIn)
      if (!Reg(I) || std::find(Rs.begin(), Rs.end(), MI.getOperand(I).getReg()) != Rs.end())
        return false;
    for (unsigned I : isExpr)
      if (I >= N || !MI.getOperand(I).isExpr())
        return false;
    if ((MI.getFlags() & flagsAll) != flagsAll || (MI.getFlags() & flagsNone) != 0)
      return false;
    if (!numOpsIn.empty() && std::find(numOpsIn.begin(), numOpsIn.end(), N) == numOpsIn.end())
      return false;
    if (std::find(numOpsNotIn.begin(), numOpsNotIn.end(), N) != numOpsNotIn.end())
      return false;
    auto Again = [&](unsigned I) {
      for (unsigned J = I + 1; J < N; ++J)
        if (MI.getOperand(J).isReg() && MI.getOperand(J).getReg() == MI.getOperand(I).getReg())
          return true;
      return false;
    };
    for (unsigned I : repeated)
      if (!Reg(I) || !Again(I))
        return false;
    for (unsigned I : notRepeated)
      if (!Reg(I) || Again(I))
        return false;
    return true;
  }
};

struct Rule {
  Cond cond;
  int result;
};

struct RuleSet {
  std::vector<Rule> rules;
  size_t mismatches = 0;
};

// Result used when no rule matches: "not a zero idiom" for predicates, "unresolved" for variants.
constexpr int kNoMatch = -1;

class RuleLearner {
public:
  // `Results[i]` is LLVM's answer for `Probes[i]`; kNoMatch means negative / unresolved.
  // `DefaultIsNoMatch`: predicates fall through to "no" when nothing matches, so only positive
  // answers get rules; variants end in a `when: {}` rule for their most common class.
  // `Simplify`: afterwards drop every test of a rule whose removal does not make the rules miss
  // more probes (the merged value sets only list values some probe combined; a test that names
  // them is often a coincidence of which combinations were probed).
  static RuleSet learn(const std::vector<Feature> &F, const std::vector<Probe> &Probes,
                       const std::vector<int> &Results, bool DefaultIsNoMatch, bool Simplify = false) {
    RuleSet Out = learnRaw(F, Probes, Results, DefaultIsNoMatch);
    if (!Simplify || Out.rules.empty())
      return Out;
    for (size_t R = 0; R < Out.rules.size(); ++R)
      for (bool Changed = true; Changed;) {
        Changed = false;
        for (Cond &Fewer : dropOne(Out.rules[R].cond)) {
          std::vector<Rule> Try = Out.rules;
          Try[R].cond = Fewer;
          size_t Miss = 0;
          for (size_t I = 0; I < Probes.size() && Miss <= Out.mismatches; ++I)
            if (evaluate(Try, Probes[I].inst) != Results[I])
              ++Miss;
          if (Miss <= Out.mismatches) {
            Out.rules = Try;
            Out.mismatches = Miss;
            Changed = true;
            break;
          }
        }
      }
    return Out;
  }

  // Every condition with exactly one test (or one register / immediate list) removed.
  static std::vector<Cond> dropOne(const Cond &C) {
    std::vector<Cond> Out;
    auto Each = [&](auto Member) {
      for (size_t I = 0; I < (C.*Member).size(); ++I) {
        Cond D = C;
        (D.*Member).erase((D.*Member).begin() + I);
        Out.push_back(D);
      }
    };
    Each(&Cond::regIn);
    Each(&Cond::regNotIn);
    Each(&Cond::same);
    Each(&Cond::diff);
    Each(&Cond::immIn);
    Each(&Cond::immNotIn);
    Each(&Cond::nullIn);
    Each(&Cond::nullNotIn);
    Each(&Cond::isExpr);
    Each(&Cond::repeated);
    Each(&Cond::notRepeated);
    if (!C.numOpsIn.empty()) {
      Cond D = C;
      D.numOpsIn.clear();
      Out.push_back(D);
    }
    if (!C.numOpsNotIn.empty()) {
      Cond D = C;
      D.numOpsNotIn.clear();
      Out.push_back(D);
    }
    return Out;
  }

  static RuleSet learnRaw(const std::vector<Feature> &F, const std::vector<Probe> &Probes,
                          const std::vector<int> &Results, bool DefaultIsNoMatch) {
    RuleSet Out;
    if (Probes.empty())
      return Out;
    std::map<int, size_t> Count;
    for (int R : Results)
      ++Count[R];
    int Default = kNoMatch;
    if (DefaultIsNoMatch && Count.count(kNoMatch)) {
      Default = kNoMatch;
    } else {
      // The representative probe (all registers different, first values) names the default
      // when it resolves; otherwise the most common answer does.
      if (Results[0] != kNoMatch) {
        Default = Results[0];
      } else {
        size_t Best = 0;
        for (auto [R, C] : Count)
          if (R != kNoMatch && C > Best) {
            Best = C;
            Default = R;
          }
      }
    }
    if (Count.size() == 1) {
      if (Default != kNoMatch)
        Out.rules.push_back({Cond{}, Default});
      return Out;
    }

    std::vector<unsigned> Rel = relevant(F, Probes, Results);
    std::map<std::vector<int64_t>, std::set<int>> Groups = group(Probes, Results, Rel);
    bool Consistent = std::all_of(Groups.begin(), Groups.end(),
                                  [](const auto &G) { return G.second.size() == 1; });
    if (!Consistent) {
      // Register equalities are coupled (transitivity, and the register numbers change with
      // them), so a single flip may not reveal them: add them all, then drop every one whose
      // removal keeps the grouping consistent.
      std::vector<unsigned> Flip = Rel;
      for (unsigned I = 0; I < F.size(); ++I)
        if (F[I].kind == FeatKind::Equal && std::find(Rel.begin(), Rel.end(), I) == Rel.end())
          Rel.push_back(I);
      std::sort(Rel.begin(), Rel.end());
      for (unsigned I = 0; I < F.size(); ++I) {
        if (F[I].kind != FeatKind::Equal || std::find(Flip.begin(), Flip.end(), I) != Flip.end())
          continue;
        std::vector<unsigned> Fewer;
        for (unsigned R : Rel)
          if (R != I)
            Fewer.push_back(R);
        auto G = group(Probes, Results, Fewer);
        if (std::all_of(G.begin(), G.end(), [](const auto &X) { return X.second.size() == 1; }))
          Rel = Fewer;
      }
      Groups = group(Probes, Results, Rel);
    }

    // Domain of each relevant feature over all probes.
    std::vector<std::set<int64_t>> Dom(Rel.size());
    for (const Probe &P : Probes)
      for (unsigned K = 0; K < Rel.size(); ++K)
        Dom[K].insert(P.values[Rel[K]]);

    // Groups as (result, per-feature value sets), merged feature by feature.
    using Key = std::vector<std::set<int64_t>>;
    std::map<std::pair<int, Key>, bool> Cur;
    for (const auto &[Vals, Rs] : Groups) {
      Key K;
      for (int64_t V : Vals)
        K.push_back({V});
      int R = *Rs.begin();  // majority would be better; mismatches are counted below
      if (R != Default)
        Cur[{R, K}] = true;
    }
    for (unsigned FI = 0; FI < Rel.size(); ++FI) {
      std::map<std::pair<int, Key>, std::set<int64_t>> Merge;
      for (const auto &[RK, Unused] : Cur) {
        Key Rest = RK.second;
        std::set<int64_t> Mine = Rest[FI];
        Rest[FI].clear();
        Merge[{RK.first, Rest}].insert(Mine.begin(), Mine.end());
      }
      Cur.clear();
      for (auto &[RK, Vs] : Merge) {
        Key K = RK.second;
        K[FI] = Vs;
        Cur[{RK.first, K}] = true;
      }
    }

    for (const auto &[RK, Unused] : Cur) {
      // A set mixing a symbolic and numeric immediates needs two conjunctions.
      std::vector<Key> Parts{RK.second};
      for (unsigned K = 0; K < Rel.size(); ++K) {
        if (F[Rel[K]].kind != FeatKind::Imm)
          continue;
        std::vector<Key> Next;
        for (Key &Pk : Parts) {
          if (Pk[K].count(kExprValue) && Pk[K].size() > 1 && Pk[K] != Dom[K]) {
            Key A = Pk, B = Pk;
            A[K] = {kExprValue};
            B[K].erase(kExprValue);
            Next.push_back(A);
            Next.push_back(B);
          } else {
            Next.push_back(Pk);
          }
        }
        Parts = Next;
      }
      for (const Key &Pk : Parts)
        Out.rules.push_back({toCond(F, Rel, Dom, Pk), RK.first});
    }
    if (Default != kNoMatch)
      Out.rules.push_back({Cond{}, Default});

    for (size_t I = 0; I < Probes.size(); ++I)
      if (evaluate(Out.rules, Probes[I].inst) != Results[I])
        ++Out.mismatches;
    return Out;
  }

  static int evaluate(const std::vector<Rule> &Rules, const llvm::MCInst &MI) {
    for (const Rule &R : Rules)
      if (R.cond.holds(MI))
        return R.result;
    return kNoMatch;
  }

private:
  static std::vector<unsigned> relevant(const std::vector<Feature> &F,
                                        const std::vector<Probe> &Probes,
                                        const std::vector<int> &Results) {
    std::vector<unsigned> Rel;
    for (unsigned FI = 0; FI < F.size(); ++FI) {
      std::map<std::vector<int64_t>, int> Seen;
      bool Matters = false;
      for (size_t I = 0; I < Probes.size() && !Matters; ++I) {
        std::vector<int64_t> K = Probes[I].values;
        K[FI] = 0;
        auto [It, New] = Seen.emplace(K, Results[I]);
        Matters = !New && It->second != Results[I];
      }
      if (Matters)
        Rel.push_back(FI);
    }
    return Rel;
  }

  static std::map<std::vector<int64_t>, std::set<int>> group(const std::vector<Probe> &Probes,
                                                             const std::vector<int> &Results,
                                                             const std::vector<unsigned> &Rel) {
    std::map<std::vector<int64_t>, std::set<int>> G;
    for (size_t I = 0; I < Probes.size(); ++I) {
      std::vector<int64_t> K;
      for (unsigned FI : Rel)
        K.push_back(Probes[I].values[FI]);
      G[K].insert(Results[I]);
    }
    return G;
  }

  static Cond toCond(const std::vector<Feature> &F, const std::vector<unsigned> &Rel,
                     const std::vector<std::set<int64_t>> &Dom,
                     const std::vector<std::set<int64_t>> &K) {
    Cond C;
    for (unsigned I = 0; I < Rel.size(); ++I) {
      const Feature &Ft = F[Rel[I]];
      const std::set<int64_t> &V = K[I];
      if (V == Dom[I] || V.empty())
        continue;
      switch (Ft.kind) {
      case FeatKind::Equal:
        (*V.begin() ? C.same : C.diff).push_back({Ft.a, Ft.b});
        break;
      case FeatKind::NullReg:
        (*V.begin() ? C.nullIn : C.nullNotIn).push_back(Ft.a);
        break;
      case FeatKind::Flag:
        (*V.begin() ? C.flagsAll : C.flagsNone) |= Ft.a;
        break;
      case FeatKind::Repeated:
        (*V.begin() ? C.repeated : C.notRepeated).push_back(Ft.a);
        break;
      case FeatKind::NumOps: {
        std::vector<int64_t> In(V.begin(), V.end()), NotIn;
        for (int64_t D : Dom[I])
          if (!V.count(D))
            NotIn.push_back(D);
        // Counts beyond the probed ones (longer lists) fall under the longest probed count's
        // answer only through a not-in list; prefer it when the longest count is in the set.
        if (V.count(*Dom[I].rbegin()) || NotIn.size() < In.size())
          C.numOpsNotIn = NotIn;
        else
          C.numOpsIn = In;
        break;
      }
      case FeatKind::RegValue: {
        std::vector<unsigned> In, NotIn;
        for (int64_t D : Dom[I])
          (V.count(D) ? In : NotIn).push_back(static_cast<unsigned>(D));
        if (NotIn.size() < In.size())
          C.regNotIn.push_back({Ft.a, NotIn});
        else
          C.regIn.push_back({Ft.a, In});
        break;
      }
      case FeatKind::Imm: {
        if (V.count(kExprValue)) {
          C.isExpr.push_back(Ft.a);
          break;
        }
        std::vector<int64_t> In(V.begin(), V.end()), NotIn;
        for (int64_t D : Dom[I])
          if (D != kExprValue && !V.count(D))
            NotIn.push_back(D);
        if (NotIn.size() < In.size())
          C.immNotIn.push_back({Ft.a, NotIn});
        else
          C.immIn.push_back({Ft.a, In});
        break;
      }
      }
    }
    return C;
  }
};

}  // namespace sched_export
