# .option syntax refusals: pop without push, a word without + or -, numbers, a width switch, a bad ISA string
.option pop
.option arch, +zba, zbb
.option arch, rv32gc
.option arch, +zbb, rv64gc
.option arch, 5
.option arch, +5
.option arch, rv64gc_zba
.option arch, rv64xyz
